//! Hand entry for the games after French Tarot: the hand's title and dealer, the game's
//! fields (Tarocchi or free-form, leaves), the counter, cancel and confirm. The hand cannot be
//! confirmed until the core accepts it.

use yew::prelude::*;

use super::el::{button, Button};
use super::freeform_entry::{balance_line, freeform_entry, FreeformEntryProps};
use super::keypad::Typed;
use super::tarocchi_entry::{tarocchi_entry, TarocchiEntryProps};
use crate::core::tarocchi::TarocchiBid;
use crate::session::Game;
use crate::ui::games_state::{check_freeform, check_tarocchi, game_record, GameEdit};
use crate::ui::i18n::games::G;
use crate::ui::i18n::{colon, hand_n, T};
use crate::ui::provider::AppContext;
use crate::ui::state::Action;

/// The screen, from the app's context: a plain function that the frame calls (it has no
/// hooks of its own).
#[inline(never)]
pub fn game_entry(app: &AppContext, how: &UseStateHandle<bool>) -> Html {
    let lang = app.lang;
    let Some(session) = app.current() else {
        return html! {};
    };
    let d = &app.game_draft;
    let names = session.players.clone();
    let on_edit = {
        let app = app.clone();
        Callback::from(move |e: GameEdit| app.dispatch(Action::GameDraft(e)))
    };
    let act = |a: fn() -> Action| super::el::send(app, a());
    let index = d.editing.unwrap_or(session.hands.len());
    let title = match d.editing {
        Some(i) => format!("{} {}", T::EditingHand.text(lang), i + 1),
        None => hand_n(lang, index + 1),
    };
    let dealer = session
        .table()
        .ok()
        .map(|t| t.rows.get(index).map_or(t.next_dealer, |r| r.dealer));
    // What a Tarocchi hand still wants, said under Confirm while it waits (as a French Tarot
    // hand's entry does).
    let missing: Vec<&str> = match &session.game {
        Game::Tarocchi(_) => [
            (d.declarer.is_none(), G::MissingDeclarer.text(lang)),
            (d.bid.is_none(), G::MissingBid.text(lang)),
            (
                // A slam made took every trick: its points are known.
                d.tapped.is_none()
                    && (d.points.is_empty() || d.counting)
                    && !(d.bid == Some(TarocchiBid::Slam) && d.slam_won == Some(true)),
                if d.counting {
                    T::MissingCards
                } else {
                    T::MissingPoints
                }
                .text(lang),
            ),
            (
                d.bid == Some(TarocchiBid::Slam) && d.slam_won.is_none(),
                G::MissingSlam.text(lang),
            ),
        ]
        .into_iter()
        .filter_map(|(m, text)| m.then_some(text))
        .collect(),
        _ if d.no_amount() => vec![G::MissingAmount.text(lang)],
        _ => Vec::new(),
    };
    // A free-form hand's balance is said in the sticky bar, above Cancel and Confirm.
    let (fields, balance) = match &session.game {
        Game::Tarocchi(_) => (
            tarocchi_entry(TarocchiEntryProps {
                lang,
                names: &names,
                draft: d,
                check: check_tarocchi(session, d),
                on_edit,
                how,
            }),
            html! {},
        ),
        _ => {
            let balance = check_freeform(session, d);
            (
                freeform_entry(FreeformEntryProps {
                    lang,
                    names: &names,
                    draft: d,
                    balance,
                    on_edit,
                }),
                balance_line(lang, balance),
            )
        }
    };
    // A keyboard types a Tarocchi hand's points as the keypad does, and Enter confirms a hand
    // ready to be (as on a French Tarot hand's entry).
    let ready = game_record(session, d).is_some();
    let onkeydown = {
        let app = app.clone();
        let typing = matches!(session.game, Game::Tarocchi(_)) && !d.counting;
        let players = session.players.len();
        Callback::from(move |e: KeyboardEvent| {
            let action = match super::keypad::typed(&e) {
                Some(Typed::Confirm) => {
                    // Enter in an amount goes to the next player's, as its key says
                    // (`enterkeyhint`); in the last one, it confirms a hand ready to be.
                    let field = e
                        .target()
                        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                        .and_then(|t| t.id().strip_prefix("amount-")?.parse::<usize>().ok());
                    match field {
                        Some(i) if i + 1 < players => {
                            e.prevent_default();
                            super::el::focus_after_paint(format!("#amount-{}", i + 1));
                            return;
                        }
                        _ if ready => Action::ConfirmGameHand,
                        _ => return,
                    }
                }
                // As "Cancel" does: the hand can be resumed.
                Some(Typed::Escape) => Action::CancelHand,
                Some(Typed::Backspace) if typing => Action::GameDraft(GameEdit::Backspace),
                Some(Typed::Key(k)) if typing => Action::GameDraft(GameEdit::Key(k)),
                _ => return,
            };
            e.prevent_default();
            app.dispatch(action);
        })
    };
    // Why Confirm waits: what is missing, or else what is refused, said next to its field
    // (QA: a refused value left the button without a word).
    let why: Option<AttrValue> = if !missing.is_empty() {
        Some("entry-missing".into())
    } else if ready {
        None
    } else {
        match &session.game {
            Game::Tarocchi(_) => Some("tarocchi-error".into()),
            _ => (0..names.len())
                .find(|&i| d.amount_error(i).is_some())
                .map(|i| format!("amount-{i}-error").into()),
        }
    };
    html! {
        <section class="screen entry games-entry" aria-labelledby="entry-title" {onkeydown}>
            <h2 id="entry-title">{ title }</h2>
            if let Some(seat) = dealer {
                <p class="meta">{ format!("{}{}{}", T::Dealer.text(lang), colon(lang), names[seat]) }</p>
            }
            { fields }
            <div class="actions sticky-actions">
                { balance }
                { button("", act(|| Action::CancelHand), T::Cancel.text(lang).into()) }
                // Tapped while something is missing: sent (the fields then say what they
                // want), the focus on the first choice that wants one.
                { Button { class: "primary", disabled: !ready,
                    described_by: why, asks: !missing.is_empty(), ..Button::default() }
                    .view(act(|| Action::ConfirmGameHand),
                        if d.editing.is_some() { T::SaveEdit.text(lang) } else { T::Confirm.text(lang) }.into()) }
            </div>
            if !missing.is_empty() {
                <p class="hint" id="entry-missing">{ missing.join(" ") }</p>
            }
        </section>
    }
}
