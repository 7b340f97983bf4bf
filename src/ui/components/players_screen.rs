//! The Players screen (issue #16): the people of the stored sessions, ranked by rating, with
//! their totals; one person's page with every lifetime figure and what it counts, the records
//! with links to their hand or session, the rating chart and success by contract. Every figure
//! comes from the core (`core::lifetime`, `core::ratings`) through [`people`].

use std::rc::Rc;

use yew::prelude::*;

use super::el::{button, send, Button};
use super::home_screen::local_ms;
use super::rating_chart::rating_chart;
use crate::core::french::Contract;
use crate::core::games::row_of_deal;
use crate::core::lifetime::{HandAt, PlayerReport};
use crate::core::players::{Closeness, PlayerId};
use crate::core::stats::Record;
use crate::people::{Change, PeopleEdit, RenameProblem};
use crate::ui::hooks::use_app;
use crate::ui::i18n::players::{
    hand_at, in_group, maybe_same, merge_into, name_taken, not_same, rating, split_name, takes, P,
};
use crate::ui::i18n::{
    colon, contract, date, date_time, int, name_length, percent, signed, signed_tenths, Lang,
    MAX_NAME, T,
};
use crate::ui::provider::AppContext;
use crate::ui::state::people::{people_with, People};
use crate::ui::state::{Action, View};

const NONE: &str = "—";

/// A `change` callback sending the edit made from the field's value (an input or a select).
/// A text field drawn with `shown` is first put back to it, which the app draws anew when the
/// edit changes it: an edit that changes nothing (a group in other capitals, spaces) leaves
/// `shown`, not the raw text typed (QA helper-62).
fn on_value(
    app: &AppContext,
    shown: Option<String>,
    make: impl Fn(String) -> PeopleEdit + 'static,
) -> Callback<Event> {
    let app = app.clone();
    Callback::from(move |e: Event| {
        let Some(field) = e.target() else { return };
        let value = js_sys::Reflect::get(&field, &"value".into())
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_default();
        if let Some(shown) = &shown {
            let _ = js_sys::Reflect::set(&field, &"value".into(), &shown.into());
        }
        app.dispatch(Action::People(make(value)))
    })
}

/// Which sessions the figures count, when a group filters them.
fn filtered(app: &AppContext) -> Html {
    match &app.people.filter {
        Some(group) => {
            html! { <p class="meta" data-testid="group-filter-on">{ in_group(app.lang, group) }</p> }
        }
        None => html! {},
    }
}

/// A change to people made by a button that goes with it (an answer to an unsure name, a
/// name separated): the focus goes to the undo of the notice that says what changed (it fell
/// to the page's body).
fn answered(app: &AppContext, change: Action) -> Callback<MouseEvent> {
    let done = super::el::send_then_focus(app, change, ".notice button".to_owned());
    Callback::from(move |_| done.emit(()))
}

/// "Group saved. [Undo]" (what the last change did) while it can be undone. Undone, the
/// focus goes to the screen, whose name is read again (QA: the button went, and the focus fell
/// to the page's body).
fn undo_line(app: &AppContext) -> Html {
    let Some(change) = app.people.last_change() else {
        return html! {};
    };
    let said = match change {
        Change::Renamed => P::Renamed,
        Change::Merged => P::Merged,
        Change::Grouped => P::Grouped,
        Change::Answered => P::Answered,
        Change::Split => P::Split,
    };
    let undo = super::el::send_then_focus(
        app,
        Action::People(PeopleEdit::Undo),
        "main > .screen".to_owned(),
    );
    html! {
        <p class="notice" role="status">{ said.text(app.lang) }{ " " }
            { button("", Callback::from(move |_| undo.emit(())), html! { { T::Undo.text(app.lang) } }) }
        </p>
    }
}

/// A button for each name `player` was entered under that can become a player of its own
/// ([`crate::people::Book::can_split`]): a merge made by mistake is undone at any time, not
/// only by the undo that follows it (QA: once the page was left, two people stayed one).
fn split_buttons(app: &AppContext, player: PlayerId, entered_as: &[String]) -> Html {
    let buttons: Vec<Html> = entered_as
        .iter()
        .filter(|n| app.people.can_split(player, n))
        .map(|name| {
            let split = Action::SplitPerson {
                player,
                name: name.clone(),
            };
            button(
                "",
                answered(app, split),
                html! { { split_name(app.lang, name) } },
            )
        })
        .collect();
    if buttons.is_empty() {
        return html! {};
    }
    html! {
        <>
            <p class="hint">{ P::SplitHint.text(app.lang) }</p>
            <div class="row-actions">{ for buttons }</div>
        </>
    }
}

/// A figure's value, and a link to where it was made (its hand or session) when it has one.
struct Value {
    text: String,
    link: Option<(String, Callback<MouseEvent>)>,
}

fn plain(text: String) -> Value {
    Value { text, link: None }
}

fn count(lang: Lang, n: u32) -> Value {
    plain(int(lang, n.into()))
}

/// When a session was played (its date and time: one evening may hold two), or nothing
/// when it is gone.
fn session_date(app: &AppContext, id: &str) -> Option<String> {
    app.session(id)
        .map(|s| date_time(app.lang, local_ms(s.created)))
}

/// A hand's change and a link opening that hand in its session.
fn record_hand(app: &AppContext, value: Option<i64>, at: &Option<HandAt>) -> Value {
    let (Some(v), Some(at)) = (value, at) else {
        return plain(NONE.to_owned());
    };
    let lang = app.lang;
    let link = session_date(app, &at.session).map(|d| {
        // The hand's number is the score sheet's (a penalty has none): its row may be later.
        let i = app
            .session(&at.session)
            .and_then(|s| row_of_deal(&s.hands, at.hand))
            .unwrap_or(at.hand - 1);
        let (app, id) = (app.clone(), at.session.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            app.dispatch(Action::OpenSession(id.clone()));
            app.dispatch(Action::OpenHand(Some(i)));
        });
        (hand_at(lang, &d, at.hand), onclick)
    });
    Value {
        text: signed(lang, v),
        link,
    }
}

/// The figures' table: each figure's name and what it counts, then its value.
#[inline(never)]
fn figures(lang: Lang, rows: Vec<(P, P, Value)>) -> Html {
    let rows = rows.into_iter().map(|(label, why, v)| {
        // Named by its figure too: the best and the worst hand can be the same hand, or two
        // hands of one evening.
        let link = v.link.map(|(text, onclick)| {
            let name = format!("{}{}{text}", label.text(lang), colon(lang));
            let link = Button {
                class: "link",
                label: Some(name.into()),
                ..Button::default()
            };
            html! { <><br />{ link.view(onclick, html! { { text } }) }</> }
        });
        html! {
            <tr>
                <th scope="row">{ label.text(lang) }<span class="why">{ why.text(lang) }</span></th>
                <td>{ v.text }{ for link }</td>
            </tr>
        }
    });
    html! {
        <table class="figures">
            <caption>{ P::Figures.text(lang) }</caption>
            <tbody>{ for rows }</tbody>
        </table>
    }
}

/// A name typed in "Name shown" and refused (the person's id, the text as typed): the field
/// keeps it and says why.
type Refused = UseStateHandle<Option<(PlayerId, String)>>;

/// The text in "Name shown" as it is typed, which each render writes back (Yew keeps the
/// field's value to the one rendered): its length is said once it nears the limit, as the
/// new-session form says it, since the field stops at [`MAX_NAME`] characters.
type Typed = Refused;

/// The person whose merge was asked with nobody chosen in its list (its message shown there);
/// the text is unused: a state of the same type as [`Refused`] costs no new code (+1.2 KB
/// gzip for one of its own).
type Unchosen = Refused;

fn page(
    app: &AppContext,
    people: &Rc<People>,
    p: &PlayerReport,
    refused: &Refused,
    typing: &Typed,
    unchosen: &Unchosen,
) -> Html {
    let lang = app.lang;
    let s = &p.stats;
    let best_session = match &s.best_session {
        None => plain(NONE.to_owned()),
        Some(b) => Value {
            text: signed(lang, b.total),
            link: session_date(app, &b.session)
                .map(|d| (d, send(app, Action::OpenSession(b.session.clone())))),
        },
    };
    let average = s
        .average
        .map_or(NONE.to_owned(), |a| signed_tenths(lang, a.0));
    let rows = vec![
        (P::Rating, P::RatingExplained, plain(rating(lang, p.rating))),
        (P::Sessions, P::SessionsExplained, count(lang, s.sessions)),
        (P::Hands, P::HandsExplained, count(lang, s.hands)),
        (
            P::Takes,
            P::TakesExplained,
            plain(takes(lang, s.takes, s.takes_won)),
        ),
        (P::Partner, P::PartnerExplained, count(lang, s.partner)),
        (P::Defence, P::DefenceExplained, count(lang, s.defence)),
        (P::Total, P::TotalExplained, plain(signed(lang, s.total))),
        (P::Average, P::AverageExplained, plain(average)),
        (
            P::BestHand,
            P::BestHandExplained,
            record_hand(app, s.best_hand, &s.best_hand_at),
        ),
        (
            P::WorstHand,
            P::WorstHandExplained,
            record_hand(app, s.worst_hand, &s.worst_hand_at),
        ),
        (P::BestSession, P::BestSessionExplained, best_session),
        (P::Run, P::RunExplained, count(lang, s.longest_winning_run)),
        (
            P::PetitsAuBout,
            P::PetitsAuBoutExplained,
            count(lang, s.petits_au_bout),
        ),
        (P::Poignees, P::PoigneesExplained, count(lang, s.poignees)),
        (P::Slams, P::SlamsExplained, count(lang, s.slams)),
    ];
    let contracts = Contract::ALL
        .iter()
        .filter(|&&c| c != Contract::Pousse || s.by_contract.pousse.taken > 0)
        .map(|&c| {
            let r = s.by_contract.get(c);
            let rate = Record {
                taken: r.taken,
                made: r.won,
            }
            .percent()
            .map_or(NONE.to_owned(), |x| percent(lang, x.into()));
            html! {
                <tr>
                    <th scope="row">{ contract(lang, c) }</th>
                    <td>{ int(lang, r.taken.into()) }</td>
                    <td>{ int(lang, r.won.into()) }</td>
                    <td>{ rate }</td>
                </tr>
            }
        });
    let history = people.history(p.id);
    let id = p.id;
    let typed = refused
        .as_ref()
        .filter(|(who, _)| *who == id)
        .map(|(_, text)| text.clone());
    let problem = typed.as_ref().and_then(|t| {
        people.rename_problem(id, t).map(|problem| match problem {
            RenameProblem::Empty => T::NameNeeded.text(lang).to_owned(),
            RenameProblem::Taken(other) => {
                name_taken(lang, people.name(other), people.can_merge(other, id))
            }
        })
    });
    let typing_here = typing
        .as_ref()
        .filter(|(who, _)| *who == id)
        .map(|(_, text)| text.clone());
    let length = typing_here
        .as_ref()
        .map(|t| t.chars().count())
        .filter(|&n| n + 5 > MAX_NAME)
        .map(|n| name_length(lang, n));
    let on_input = {
        let typing = typing.clone();
        Callback::from(move |e: InputEvent| {
            let text = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            typing.set(Some((id, text)));
        })
    };
    // Escape puts the name shown back, as it is, before the change is made (QA helper-59: it
    // was made on leaving the field, as if confirmed).
    let on_escape = {
        let (typing, refused, name) = (typing.clone(), refused.clone(), p.name.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .set_value(&name);
                typing.set(None);
                refused.set(None);
            }
        })
    };
    let described = match (problem.is_some(), length.is_some()) {
        (true, true) => Some("rename-error rename-length"),
        (true, false) => Some("rename-error"),
        (false, true) => Some("rename-length"),
        (false, false) => None,
    };
    // A name refused stays as typed, and says why; a name accepted renames.
    let rename = {
        let (app, people, refused) = (app.clone(), people.clone(), refused.clone());
        let typing = typing.clone();
        Callback::from(move |e: Event| {
            let name = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if people.rename_problem(id, &name).is_some() {
                refused.set(Some((id, name)));
            } else {
                refused.set(None);
                typing.set(None);
                app.dispatch(Action::People(PeopleEdit::Rename { player: id, name }));
            }
        })
    };
    // Picking a name only chooses; the button merges, and says which name stays (QA: the
    // merge happened at the pick, an arrow key away from the wrong person).
    let merge = {
        let (app, unchosen) = (app.clone(), unchosen.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(select) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id("merge"))
                .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(e).ok())
            else {
                return;
            };
            match select.value().parse() {
                Ok(from) => app.dispatch(Action::People(PeopleEdit::Merge {
                    from: PlayerId(from),
                    into: id,
                })),
                // Nobody chosen: the list is where to go, and it says so (QA: the focus moved
                // there without a word).
                Err(_) => {
                    unchosen.set(Some((id, String::new())));
                    let _ = select.focus();
                }
            }
        })
    };
    let unchosen_here = unchosen.as_ref().is_some_and(|(who, _)| *who == id);
    let chosen = {
        let unchosen = unchosen.clone();
        Callback::from(move |_: Event| unchosen.set(None))
    };
    // Only those who never sat with this person: the others are two people.
    let others: Vec<Html> = people
        .players
        .iter()
        .filter(|o| people.can_merge(o.id, p.id))
        .map(|o| {
            html! { <option value={o.id.0.to_string()}>{ o.name.clone() }</option> }
        })
        .collect();
    html! {
        <section class="screen players" aria-labelledby="player-title" tabindex="-1">
            { button("link", open_person(app, None), html! { { P::AllPlayers.text(lang) } }) }
            <h2 id="player-title">{ p.name.clone() }</h2>
            { filtered(app) }
            { undo_line(app) }
            if p.entered_as.len() > 1 {
                <p class="meta">{ P::EnteredAs.text(lang) }{ colon(lang) }{ p.entered_as.join(", ") }</p>
            }
            { split_buttons(app, p.id, &p.entered_as) }
            { figures(lang, rows) }
            <h3>{ P::RatingChart.text(lang) }</h3>
            { rating_chart(lang, &p.name, history) }
            <table class="by-contract">
                <caption>{ P::ByContract.text(lang) }<span class="why">{ P::ByContractExplained.text(lang) }</span></caption>
                <thead>
                    <tr>
                        <th scope="col">{ P::Contract.text(lang) }</th>
                        <th scope="col">{ P::Taken.text(lang) }</th>
                        <th scope="col">{ P::Made.text(lang) }</th>
                        <th scope="col">{ P::Success.text(lang) }</th>
                    </tr>
                </thead>
                <tbody>{ for contracts }</tbody>
            </table>
            <label class="field" for="rename">{ P::RenameTo.text(lang) }</label>
            // As long as the new-session form lets a name be (QA: 80 characters here, 40 there).
            <input id="rename" type="text" maxlength="40" value={typing_here.or(typed).unwrap_or_else(|| p.name.clone())} onchange={rename}
                oninput={on_input} onkeydown={on_escape} aria-invalid={problem.is_some().then_some("true")}
                aria-describedby={described} />
            if let Some(problem) = problem {
                <p class="field-error" id="rename-error" role="alert">{ problem }</p>
            }
            if let Some(length) = length {
                <p class="hint" id="rename-length">{ length }</p>
            }
            if others.is_empty() {
                <p class="meta">{ P::NoMerge.text(lang) }</p>
            } else {
                <label class="field" for="merge">{ P::MergeWith.text(lang) }</label>
                // Above the list, in view with it (QA helper-62: under the button, below the
                // screen's bottom).
                if unchosen_here {
                    { super::el::field_error("merge-error", P::MergeChoose.text(lang).into()) }
                }
                <div class="merge-row">
                    <select id="merge" onchange={chosen} aria-invalid={unchosen_here.then_some("true")}
                        aria-describedby={unchosen_here.then_some("merge-error")}>
                        <option value="" selected=true>{ P::MergeNone.text(lang) }</option>
                        { for others }
                    </select>
                    { button("", merge, html! { { merge_into(lang, &p.name) } }) }
                </div>
            }
        </section>
    }
}

/// Opens a person's page (or the list): the screen stays the Players screen, whose focus the
/// frame does not move, so the page opened takes it (a screen reader reads its name).
fn open_person(app: &AppContext, id: Option<u32>) -> Callback<MouseEvent> {
    let app = app.clone();
    Callback::from(move |_| {
        app.dispatch(Action::OpenPlayers(id));
        wasm_bindgen_futures::spawn_local(async {
            crate::ui::hooks::after_paint().await;
            super::el::focus_now("main > .screen");
            // At its top: the focus alone keeps the page's scroll-padding clear of the bar.
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        });
    })
}

fn list(app: &AppContext, people: &People, groups_open: &UseStateHandle<bool>) -> Html {
    let lang = app.lang;
    let items = people.players.iter().map(|p| {
        html! {
            <li key={p.id.0}>
                { button("link", open_person(app, Some(p.id.0)), html! { { p.name.clone() } }) }
                <span>{ P::Rating.text(lang) }{ colon(lang) }<strong>{ rating(lang, p.rating) }</strong></span>
                <span>{ P::Total.text(lang) }{ colon(lang) }<strong>{ signed(lang, p.stats.total) }</strong></span>
            </li>
        }
    });
    // Each unsure name, and a button merging it into each person it may be (not one who sat
    // at the same table: one person cannot hold two seats).
    let unsure = people.questions.iter().map(|q| {
        let others: Vec<&str> = q.candidates.iter().map(|c| people.name(c.player)).collect();
        let merges = q
            .candidates
            .iter()
            .filter(|c| {
                c.closeness != Closeness::SameTable && people.roster().get(c.player).is_some()
            })
            .map(|c| {
                let merge = PeopleEdit::Merge {
                    from: q.linked_to,
                    into: c.player,
                };
                button(
                    "",
                    answered(app, Action::People(merge)),
                    html! { { merge_into(lang, people.name(c.player)) } },
                )
            });
        // Or the answer "no": two people, never asked about again (undoable).
        let distinct = q.candidates.iter().map(|c| {
            let no = PeopleEdit::Distinct {
                a: q.linked_to,
                b: c.player,
            };
            button(
                "",
                answered(app, Action::People(no)),
                html! { { not_same(lang, people.name(c.player)) } },
            )
        });
        html! { <li>{ maybe_same(&q.name, &others) }{ " " }{ for merges }{ for distinct }</li> }
    });
    let edits = &app.people;
    let filter = on_value(app, None, |v| {
        PeopleEdit::Filter((!v.is_empty()).then_some(v))
    });
    let groups = edits.groups.iter().map(|g| {
        let on = edits.filter.as_deref() == Some(g.name.as_str());
        html! { <option value={g.name.clone()} selected={on}>{ g.name.clone() }</option> }
    });
    let sessions = app.sessions.iter().enumerate().map(|(i, s)| {
        let id = format!("group-{i}");
        let session = s.id.clone();
        let label = format!("{} · {}", date(lang, local_ms(s.created)), s.players.join(", "));
        let shown = edits.group_of(&s.id).unwrap_or_default().to_owned();
        html! {
            <li>
                <label for={id.clone()}>{ label }</label>
                <input id={id} type="text" aria-describedby="groups-hint" placeholder={P::Group.text(lang)}
                    value={shown.clone()}
                    onchange={on_value(app, Some(shown), move |group| PeopleEdit::SetGroup { session: session.clone(), group })} />
            </li>
        }
    });
    html! {
        <section class="screen players" aria-labelledby="players-title" tabindex="-1">
            <h2 id="players-title">{ P::Players.text(lang) }</h2>
            { undo_line(app) }
            if !edits.groups.is_empty() {
                <label class="field" for="group-filter">{ P::Group.text(lang) }</label>
                <select id="group-filter" onchange={filter}>
                    <option value="" selected={edits.filter.is_none()}>{ P::AllSessions.text(lang) }</option>
                    { for groups }
                </select>
            }
            { filtered(app) }
            <p class="hint">{ P::PlayersIntro.text(lang) }</p>
            <p class="hint">{ P::RatingExplained.text(lang) }</p>
            if people.players.is_empty() {
                <p class="empty">{ P::NoPlayers.text(lang) }</p>
            } else {
                <ol class="player-list">{ for items }</ol>
            }
            if !people.questions.is_empty() {
                <p class="hint">{ P::Unsure.text(lang) }</p>
                <ul class="unsure">{ for unsure }</ul>
            }
            { super::el::fold(P::SessionGroups.text(lang), "", groups_open, html! {
                <>
                    <p class="hint" id="groups-hint">{ P::SessionGroupsHint.text(lang) }</p>
                    <ul class="session-groups">{ for sessions }</ul>
                </>
            }) }
        </section>
    }
}

#[component]
pub fn PlayersScreen() -> Html {
    let app = use_app();
    // Linked, counted and rated once per change of the sessions.
    let people = use_memo((app.sessions.clone(), app.people.clone()), |(s, e)| {
        people_with(s.iter().map(|r| &**r), e)
    });
    let refused = use_state(|| None::<(PlayerId, String)>);
    let typing = use_state(|| None::<(PlayerId, String)>);
    let groups_open = super::el::use_flag();
    let unchosen = use_state(|| None::<(PlayerId, String)>);
    let View::Players { player } = &app.view else {
        return html! {};
    };
    match player.and_then(|id| people.get(PlayerId(id))) {
        Some(p) => page(&app, &people, p, &refused, &typing, &unchosen),
        None => list(&app, &people, &groups_open),
    }
}
