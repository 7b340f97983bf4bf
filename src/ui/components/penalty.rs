//! The penalty form of the table (French Tarot, a house rule): the player penalised, the
//! amount (this session's, editable, checked by the core as it is typed), what each player
//! gets, confirm. A plain function: the table screen keeps the form's state.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::choice_group::{choice_group, Choices};
use super::el::Button;
use crate::core::french::{check_penalty, default_penalty, HandInput};
use crate::session::{HandRecord, Session};
use crate::ui::games_state::AmountError;
use crate::ui::i18n::breakdown::penalty_summary;
use crate::ui::i18n::{error, Lang, T};
use crate::ui::provider::AppContext;
use crate::ui::state::{french_settings, Action};

/// The table's button that opens and closes the form: the form closed (confirmed or
/// cancelled), the focus goes back to it, not to the page's body.
const TOGGLE: &str = "button[aria-controls=\"penalty-form\"]";

/// The form being filled: the penalty row edited (none for a new one), the player, the amount
/// as typed.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct PenaltyDraft {
    pub editing: Option<usize>,
    pub seat: Option<usize>,
    pub amount: String,
}

impl PenaltyDraft {
    /// A new penalty: the session's amount, or the valid one nearest 100.
    pub fn new(session: &Session) -> PenaltyDraft {
        let n = session.players.len();
        let tens = french_settings(session).is_some_and(|s| s.round_to_ten);
        let amount = french_settings(session)
            .and_then(|s| s.options.penalty)
            .filter(|&a| check_penalty(a, n, tens).is_ok())
            .unwrap_or_else(|| default_penalty(n, tens));
        PenaltyDraft {
            amount: amount.to_string(),
            ..PenaltyDraft::default()
        }
    }

    /// The form of the penalty row `index`, to edit it; `None` when that row is no penalty.
    pub fn of_row(session: &Session, index: usize) -> Option<PenaltyDraft> {
        match session.hands.get(index)? {
            HandRecord::FrenchTarot(HandInput::Penalty { seat, amount }) => Some(PenaltyDraft {
                editing: Some(index),
                seat: Some(*seat),
                amount: amount.to_string(),
            }),
            _ => None,
        }
    }
}

/// Where this tab keeps the form being filled: a reload (or the phone discarding the tab)
/// finds it open as it was.
const KEY: &str = "tarot-companion.penalty";

impl PenaltyDraft {
    /// The form `text` ([`PenaltyDraft::text`]) keeps for `session`, if it is that session's
    /// and still fits it (the row edited still a penalty, the player still seated).
    pub fn from_text(text: &str, session: &Session) -> Option<PenaltyDraft> {
        let mut parts = text.splitn(4, '\n');
        if parts.next()? != session.id {
            return None;
        }
        let number = |p: Option<&str>| -> Option<Option<usize>> {
            match p? {
                "" => Some(None),
                n => n.parse().ok().map(Some),
            }
        };
        let editing = number(parts.next())?;
        let seat = number(parts.next())?;
        let amount = parts.next()?.to_owned();
        let fits = editing.is_none_or(|i| PenaltyDraft::of_row(session, i).is_some())
            && seat.is_none_or(|s| s < session.players.len());
        fits.then_some(PenaltyDraft {
            editing,
            seat,
            amount,
        })
    }

    /// The form as plain text, for `session`: its id, the row edited, the seat, the amount as
    /// typed, a line each. Plain text through gloo's storage handle, so no second copy of a
    /// JSON reader and writer is compiled for it.
    pub fn text(&self, session: &str) -> String {
        let number = |n: Option<usize>| n.map(|n| n.to_string()).unwrap_or_default();
        format!(
            "{session}\n{}\n{}\n{}",
            number(self.editing),
            number(self.seat),
            self.amount
        )
    }

    /// The form this tab kept for `session`.
    pub fn restored(session: &Session) -> Option<PenaltyDraft> {
        let text = crate::storage::tab()?.get_item(KEY).ok()??;
        PenaltyDraft::from_text(&text, session)
    }
}

/// The form of `session`'s table: held by the table screen, kept by this tab.
pub type Form = UseStateHandle<Option<PenaltyDraft>>;

/// Opens `form` filled as `to`, or closes it (`None`); this tab keeps it for `session`, or
/// forgets it. Not kept (storage full or off): the form still works, for this page.
pub fn set(form: &Form, session: &str, to: Option<PenaltyDraft>) {
    if let Some(storage) = crate::storage::tab() {
        let _ = match &to {
            Some(f) => storage.set_item(KEY, &f.text(session)),
            None => storage.remove_item(KEY),
        };
    }
    form.set(to);
}

/// A penalty's amount as typed, written as the app writes numbers too: "1 000" (a space, a
/// no-break or a narrow one) and, in English, "1,000" (QA: refused while the app's own
/// message said "up to 1 000"). `None` when it is not a whole number.
pub fn penalty_amount(lang: Lang, text: &str) -> Option<i64> {
    read_amount(lang, text).ok()
}

/// [`penalty_amount`], with why it is not one: not a whole number, or more digits than any
/// amount has.
fn read_amount(lang: Lang, text: &str) -> Result<i64, AmountError> {
    let text = text.trim();
    let digits = |g: &str| !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit());
    // "1,000", "-12,500": groups of three after the first, in English only (a French comma
    // is a decimal one).
    let grouped = lang == Lang::En && text.contains(',') && {
        let mut groups = text.trim_start_matches(['-', '\u{2212}']).split(',');
        groups.next().is_some_and(|g| digits(g) && g.len() <= 3)
            && groups.all(|g| digits(g) && g.len() == 3)
    };
    let text = if grouped {
        text.replace(',', "")
    } else {
        text.to_owned()
    };
    match text.is_empty() {
        true => Err(AmountError::NotWhole),
        false => crate::ui::games_state::parse_amount(&text),
    }
}

/// The form, or nothing when it is closed.
pub fn penalty_form(app: &AppContext, session: &Session, form: &Form) -> Html {
    let Some(d) = (**form).clone() else {
        return Html::default();
    };
    let lang: Lang = app.lang;
    let names = &session.players;
    let n = names.len();
    let tens = french_settings(session).is_some_and(|s| s.round_to_ten);
    let read = read_amount(lang, &d.amount);
    let amount = read.ok();
    let problem = match read {
        // A whole number of more digits than any amount: too large, not "not a number" (QA).
        Err(AmountError::TooLarge) => Some(T::PenaltyTooLarge.text(lang).to_owned()),
        Err(AmountError::NotWhole) => Some(T::PenaltyNotNumber.text(lang).to_owned()),
        Ok(a) => check_penalty(a, n, tens)
            .err()
            .map(|e| error(lang, e.kind(), names)),
    };
    let ready = d.seat.zip(amount).filter(|_| problem.is_none());
    let id = session.id.clone();
    let on_select = {
        let (form, d, id) = (form.clone(), d.clone(), id.clone());
        Callback::from(move |i: usize| {
            let to = PenaltyDraft {
                seat: Some(i),
                ..d.clone()
            };
            set(&form, &id, Some(to))
        })
    };
    let oninput = {
        let (form, d, id) = (form.clone(), d.clone(), id.clone());
        Callback::from(move |e: InputEvent| {
            let to = PenaltyDraft {
                amount: e.target_unchecked_into::<HtmlInputElement>().value(),
                ..d.clone()
            };
            set(&form, &id, Some(to))
        })
    };
    let confirm = {
        let (app, form, editing, id) = (app.clone(), form.clone(), d.editing, id.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some((seat, amount)) = ready {
                app.dispatch(Action::Penalty {
                    index: editing,
                    seat,
                    amount,
                });
                set(&form, &id, None);
                super::el::focus_after_paint(TOGGLE.to_owned());
            }
        })
    };
    let close = {
        let form = form.clone();
        let id = id.clone();
        move || {
            set(&form, &id, None);
            super::el::focus_after_paint(TOGGLE.to_owned());
        }
    };
    let cancel = {
        let close = close.clone();
        Callback::from(move |_: MouseEvent| close())
    };
    // Escape closes it, as it closes a hand's sheet (QA: it did nothing).
    let onkeydown = super::hand_detail::on_escape(Callback::from(move |()| close()));
    let title = if d.editing.is_some() {
        T::PenaltyEdit
    } else {
        T::Penalty
    };
    html! {
        <section class="card penalty" aria-labelledby="penalty-title" data-testid="penalty-form" {onkeydown}>
            <h3 id="penalty-title">{ title.text(lang) }</h3>
            { choice_group(Choices {
                id: "penalty-seat",
                label: T::PenaltyPlayer.text(lang).into(),
                options: names.iter().map(|s| AttrValue::from(s.clone())).collect(),
                selected: d.seat,
                on_select,
                error: None,
                wide: false,
            }) }
            <div class="field">
                <label for="penalty-amount">{ T::PenaltyAmount.text(lang) }</label>
                <input id="penalty-amount" type="text" inputmode="numeric" autocomplete="off"
                    value={d.amount.clone()} aria-invalid={problem.is_some().then_some("true")}
                    aria-describedby={problem.is_some().then_some("penalty-amount-error")} {oninput} />
                if let Some(p) = problem {
                    <p class="field-error" id="penalty-amount-error" role="alert">{ p }</p>
                }
            </div>
            // What the penalty does; before a player is chosen, why the button waits.
            <p class="hint" aria-live="polite" data-testid="penalty-preview" id="penalty-preview">
                { match (ready, d.seat) {
                    (Some((s, a)), _) => penalty_summary(lang, &names[s], a, n),
                    (None, None) => T::PenaltyChoosePlayer.text(lang).to_owned(),
                    (None, Some(_)) => String::new(),
                } }
            </p>
            <div class="row-actions">
                // Waiting, it says why and stays in the keyboard's reach: nobody chosen, else
                // the amount's problem, said at its field (QA: plainly disabled once a player
                // was chosen, Tab skipped it and nothing said what it wanted).
                { Button { class: "primary", disabled: ready.is_none(),
                    described_by: ready.is_none().then(|| match d.seat {
                        None => "penalty-preview",
                        Some(_) => "penalty-amount-error",
                    }.into()),
                    ..Button::default() }
                    .view(confirm, T::PenaltyConfirm.text(lang).into()) }
                // The browser's Back presses it (`data-back`: the frame's popstate).
                <button type="button" data-back="" onclick={cancel}>{ T::PenaltyCancel.text(lang) }</button>
            </div>
        </section>
    }
}
