//! The penalty form of the table (French Tarot, a house rule): the player penalised, the
//! amount (this session's, editable, checked by the core as it is typed), what each player
//! gets, confirm. A plain function: the table screen keeps the form's state.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::choice_group::{choice_group, Choices};
use super::el::{button, Button};
use crate::core::french::{check_penalty, default_penalty, HandInput};
use crate::session::{HandRecord, Session};
use crate::ui::i18n::breakdown::penalty_summary;
use crate::ui::i18n::{error, Lang, T};
use crate::ui::provider::AppContext;
use crate::ui::state::{french_settings, Action};

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

/// The form, or nothing when it is closed.
pub fn penalty_form(
    app: &AppContext,
    session: &Session,
    form: &UseStateHandle<Option<PenaltyDraft>>,
) -> Html {
    let Some(d) = (**form).clone() else {
        return Html::default();
    };
    let lang: Lang = app.lang;
    let names = &session.players;
    let n = names.len();
    let tens = french_settings(session).is_some_and(|s| s.round_to_ten);
    let amount = d.amount.trim().parse::<i64>().ok();
    let problem = match amount {
        None => Some(T::PenaltyNotNumber.text(lang).to_owned()),
        Some(a) => check_penalty(a, n, tens)
            .err()
            .map(|e| error(lang, e.kind(), names)),
    };
    let ready = d.seat.zip(amount).filter(|_| problem.is_none());
    let on_select = {
        let (form, d) = (form.clone(), d.clone());
        Callback::from(move |i: usize| {
            form.set(Some(PenaltyDraft {
                seat: Some(i),
                ..d.clone()
            }))
        })
    };
    let oninput = {
        let (form, d) = (form.clone(), d.clone());
        Callback::from(move |e: InputEvent| {
            form.set(Some(PenaltyDraft {
                amount: e.target_unchecked_into::<HtmlInputElement>().value(),
                ..d.clone()
            }))
        })
    };
    let confirm = {
        let (app, form, editing) = (app.clone(), form.clone(), d.editing);
        Callback::from(move |_: MouseEvent| {
            if let Some((seat, amount)) = ready {
                app.dispatch(Action::Penalty {
                    index: editing,
                    seat,
                    amount,
                });
                form.set(None);
            }
        })
    };
    let cancel = {
        let form = form.clone();
        Callback::from(move |_: MouseEvent| form.set(None))
    };
    let title = if d.editing.is_some() {
        T::PenaltyEdit
    } else {
        T::Penalty
    };
    html! {
        <section class="card penalty" aria-labelledby="penalty-title" data-testid="penalty-form">
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
                    <p class="field-error" id="penalty-amount-error">{ p }</p>
                }
            </div>
            <p class="hint" aria-live="polite" data-testid="penalty-preview">
                { ready.map(|(s, a)| penalty_summary(lang, &names[s], a, n)).unwrap_or_default() }
            </p>
            <div class="row-actions">
                { Button { class: "primary", disabled: ready.is_none(), ..Button::default() }
                    .view(confirm, T::PenaltyConfirm.text(lang).into()) }
                { button("", cancel, T::Cancel.text(lang).into()) }
            </div>
        </section>
    }
}
