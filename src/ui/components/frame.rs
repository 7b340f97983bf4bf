//! The app's frame: the bar, the screen of the current view, and the document's language
//! and theme kept in step with the state.

use std::rc::Rc;

use yew::prelude::*;

use super::counter_screen::CounterScreen;
use super::entry_screen::entry_screen;
use super::game_entry::game_entry;
use super::game_table::GameTable;
use super::home_screen::HomeScreen;
use super::notice_bar::{notice_bar, NoticeBarProps};
use super::players_screen::PlayersScreen;
use super::recap_screen::RecapScreen;
use super::setup_screen::setup_screen;
use super::share_view::ShareView;
use super::storage_alert::storage_alert;
use super::table_screen::TableScreen;
use super::top_bar::{top_bar, TopBarProps};
use super::undo_bar::{undo_bar, UndoBarProps};
use super::update_banner::{update_banner, use_update_ready};
use crate::core::games::GameKind;
use crate::session::Session;
use crate::ui::hooks::use_app;
use crate::ui::persist::use_persist;
use crate::ui::state::{Action, Notice, Step, Theme, View};

fn set_root_attr(name: &str, value: Option<&str>) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = match value {
            Some(v) => root.set_attribute(name, v),
            None => root.remove_attribute(name),
        };
    }
}

/// Where the focus goes once the notice's undo is done: a deleted session's card brought back
/// (its "Resume"), where the player was (QA: the focus went to the top of home); else the
/// screen.
fn undone_focus(app: &crate::ui::state::AppState) -> String {
    let restored = matches!(
        app.notice,
        Some(Notice::SessionDeleted | Notice::DeletedElsewhere)
    )
    .then(|| app.undo_step())
    .flatten()
    .and_then(|step| step.sessions.iter().find(|s| app.session(&s.id).is_none()))
    .map(|s| s.id.as_str())
    .filter(|id| {
        id.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    });
    match restored {
        Some(id) => format!(".session-card[data-session=\"{id}\"] button"),
        None => "main > .screen".to_owned(),
    }
}

#[component]
pub fn Frame() -> Html {
    let app = use_app();
    // Saves after every change; what the player should be told about it.
    let persist = use_persist();
    let update_ready = use_update_ready();
    // "How is this computed" under a hand's preview, open or not from one hand to the next.
    let how_open = super::el::use_flag();
    let lang = app.lang;
    let theme = app.theme;
    // One effect for both (each effect is a copy of Yew's effect code in the wasm): setting
    // an attribute to the value it has changes nothing.
    use_effect_with((lang, theme), |(lang, theme)| {
        set_root_attr("lang", Some(lang.code()));
        set_root_attr(
            "data-theme",
            match theme {
                Theme::System => None,
                Theme::Light => Some("light"),
                Theme::Dark => Some("dark"),
            },
        )
    });
    // What the last render drew: a new screen opens at its top, and away from home it
    // stands on a history entry of its own. Both are done here, as the screen is drawn,
    // not in effects: Yew lets the browser draw between its effects on a slow phone, so an
    // effect can come a frame later. The table after "Confirm" showed once at the entry's
    // scroll, in the middle of its rows, and a Back pressed before the entry was added
    // left the app.
    let drawn = use_mut_ref(|| None::<View>);
    let last = drawn.borrow().clone();
    if last.as_ref() != Some(&app.view) {
        // A player's page is a page of its own, though the screen stays Players (QA: opened
        // from far down the list, it showed at the list's scroll, its heading out of sight).
        let new_screen = last.as_ref().is_none_or(|v| {
            std::mem::discriminant(v) != std::mem::discriminant(&app.view)
                || matches!(v, View::Players { .. }) && *v != app.view
        });
        if new_screen {
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        }
        // The browser's Back button then goes one screen up, not out of the app: Back
        // takes the entry away (`popstate`, below).
        if app.view != View::Home {
            crate::ui::address::step_in();
        }
        *drawn.borrow_mut() = Some(app.view.clone());
    }
    // It takes the focus: a screen reader reads its name and a keyboard types into it (the
    // keypad).
    // A hand or an edit left with something typed: the focus goes to "Resume the hand"
    // instead (QA: Escape left it on the scorecard, the way back a dozen Tabs away), as a
    // deletion gives it to its undo.
    let left = matches!(
        app.notice,
        Some(Notice::HandDiscarded | Notice::EditDiscarded)
    );
    // Back on the scorecard from a hand's entry: its end in sight, the new row, the totals and
    // "New hand" (QA: from the twelfth hand on, they were three screens below its top). Not
    // when a notice has something to say above it (QA: an edit kept in a copy said so out of
    // sight).
    let from_entry = matches!(last, Some(View::Entry { .. }))
        && matches!(app.view, View::Table { .. })
        && app.notice.is_none();
    use_effect_with(std::mem::discriminant(&app.view), move |_| {
        let Some(w) = web_sys::window() else { return };
        let take = if left {
            ".notice button"
        } else {
            "main > .screen"
        };
        if let Some(s) = w
            .document()
            .and_then(|d| d.query_selector(take).ok().flatten())
        {
            if !left {
                let _ = s.set_attribute("tabindex", "-1");
            }
            if let Ok(s) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(s) {
                let _ = s.focus();
            }
        }
        w.scroll_to_with_x_and_y(0.0, 0.0);
        // Once the scorecard's rows are drawn (a component of their own, drawn after).
        if from_entry && !left {
            wasm_bindgen_futures::spawn_local(async move {
                crate::ui::hooks::after_paint().await;
                let end = w
                    .document()
                    .and_then(|d| d.query_selector("main > .screen > .actions").ok().flatten());
                if let Some(end) = end {
                    if end.get_bounding_client_rect().bottom() > super::el::window_height(&w) {
                        end.scroll_into_view_with_bool(false);
                    }
                }
            });
        }
    });
    // The hand being edited changed in another tab (`AppState::edit_base`): said above the
    // screen, brought into sight (QA: said while the player was at the keypad, a screen
    // below, and saved without seeing it).
    let conflict = app.edit_conflict();
    let conflicted = conflict.is_some();
    use_effect_with(conflicted, |now| {
        if *now {
            super::el::show_reason("edited-elsewhere");
        }
    });
    {
        let app = app.clone();
        use_effect_with((), move |_| {
            // A new fragment is a link opened (`#s=…`, the share view's), not Back.
            let seen = std::cell::RefCell::new(crate::ui::address::fragment());
            crate::ui::hooks::listen("popstate", move || {
                let now = crate::ui::address::fragment();
                if *seen.borrow() != now {
                    *seen.borrow_mut() = now;
                    return;
                }
                // A form open on the screen (`data-back` on its button that closes it) is
                // closed first, the screen kept, and with it the history's entry (QA: Back
                // from the penalty form left the scorecard).
                let close = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.query_selector("[data-back]").ok().flatten())
                    .and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok());
                if let Some(button) = close {
                    button.click();
                    crate::ui::address::step_in();
                    return;
                }
                // Home (reached by its button) has nothing above it: Back leaves the app, as
                // from its first screen (QA: Back did nothing there, the next one left).
                let window = web_sys::window();
                let document = window.as_ref().and_then(|w| w.document());
                let history = window.as_ref().and_then(|w| w.history().ok());
                if let (Some(d), Some(h)) = (document, history) {
                    let first = h.state().is_ok_and(|s| s.is_null() || s.is_undefined());
                    if first && d.get_element_by_id("home-title").is_some() {
                        let _ = h.back();
                        return;
                    }
                }
                app.dispatch(Action::Back)
            })
        });
    }
    let cb = |a: fn(&crate::ui::state::AppState) -> Action| {
        let app = app.clone();
        Callback::from(move |_: ()| app.dispatch(a(&app)))
    };
    // Tarocchi and free-form sessions have their own table and entry (games).
    let game = app.current().map(|s| GameKind::of(&s.game));
    let screen = match (&app.view, game) {
        (View::Home, _) => html! { <HomeScreen /> },
        (View::Setup, _) => setup_screen(&app),
        (View::Counter { .. }, _) => html! { <CounterScreen /> },
        (View::Players { .. }, _) => html! { <PlayersScreen /> },
        (View::Recap { .. }, _) => html! { <RecapScreen /> },
        (View::Table { .. }, Some(GameKind::Tarocchi | GameKind::Freeform)) => {
            html! { <GameTable /> }
        }
        (View::Table { .. }, _) => html! { <TableScreen /> },
        (View::Entry { .. }, Some(GameKind::Tarocchi | GameKind::Freeform)) => {
            game_entry(&app, &how_open)
        }
        (View::Entry { .. }, _) => entry_screen(&app, &how_open),
    };
    let history = matches!(app.view, View::Home | View::Table { .. });
    // What the last undo took back (what redo would bring again), while it can be redone (a
    // cancelled hand brought back says so on its entry screen); or, right after a redo, what
    // it brought back. The step, as the sessions with it (`now`) and without it (`then`).
    // A step that left an entry: whether it was an edit of a stored hand.
    let discarded = |s: &Step| s.entry.as_deref().map(|e| app.edits(e));
    let step = match app.redone {
        true => app
            .past
            .last()
            .filter(|_| history)
            .map(|s| (&app.sessions, &s.sessions, discarded(s))),
        false => app
            .redo_step()
            .filter(|s| history || s.entry.is_some())
            .map(|s| (&s.sessions, &app.sessions, discarded(s))),
    };
    // A hand of which session, unless it is the one on screen: its players. At home, where
    // the list names sessions by their players; a scorecard undoes only its own session's
    // changes (`AppState::undo_step`), so it names none.
    let other = |now: &[Rc<Session>], then: &[Rc<Session>]| -> Option<String> {
        crate::ui::i18n::changed_session(now, then)
            .filter(|(s, _)| app.current().is_none_or(|c| c.id != s.id))
            .map(|(s, _)| s.players.join(", "))
    };
    let named = |text: String, players: Option<String>| match players {
        Some(players) => format!("{text} · {players}"),
        None => text,
    };
    let undone = step.map(|(now, then, discarded)| {
        let text = match app.redone {
            true => crate::ui::i18n::redone(lang, now, then, discarded),
            false => crate::ui::i18n::undone(lang, now, then, discarded),
        };
        named(text, other(now, then))
    });
    // What undo would take back, said with its button; at home, shown beside it too, with
    // the session it is in.
    let next = app.undo_step().filter(|_| history).map(|s| {
        let text = crate::ui::i18n::to_undo(lang, &app.sessions, &s.sessions, discarded(s));
        (text, other(&app.sessions, &s.sessions))
    });
    let next_shown = matches!(next, Some((_, Some(_))));
    let next_undo = next.map(|(text, players)| named(text, players));
    html! {
        <>
            { top_bar(TopBarProps {
                lang,
                theme,
                show_home: app.view != View::Home,
                on_lang: cb(|s| Action::SetLang(s.lang.other())),
                on_theme: cb(|s| Action::SetTheme(s.theme.next())),
                on_home: cb(|_| Action::GoHome),
            }) }
            { update_banner(lang, update_ready) }
            <main>
                { storage_alert(lang, &persist) }
                // The hand being edited changed in another tab (`AppState::edit_base`).
                if conflicted {
                    <p class="storage-alert" role="alert" id="edited-elsewhere" data-testid="edited-elsewhere">
                        { match conflict {
                            Some(true) => crate::ui::i18n::T::EditDeletedElsewhere,
                            _ => crate::ui::i18n::T::EditedElsewhere,
                        }.text(lang) }
                    </p>
                }
                <ShareView />
                // Its button goes away with the notice: the focus goes to the screen.
                { notice_bar(NoticeBarProps { lang, notice: app.notice,
                    on_undo: super::el::send_then_focus(&app, Action::Undo, undone_focus(&app)) }) }
                // Nothing to undo or redo: no greyed buttons.
                if history && (app.can_undo() || app.can_redo()) {
                    { undo_bar(UndoBarProps {
                        lang,
                        can_undo: app.can_undo(),
                        can_redo: app.can_redo(),
                        next_undo,
                        next_shown,
                        on_undo: cb(|_| Action::Undo),
                        on_redo: cb(|_| Action::Redo),
                    }) }
                }
                if let Some(text) = undone {
                    <p class="hint undone" role="status">{ text }</p>
                }
                { screen }
            </main>
        </>
    }
}
