//! New session: the game, the players in seat order (remembered, reorderable), the first
//! dealer, the rules shown as readable lines, rounding to ten and the number of rounds.

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::choice_group::{choice_group, Choices};
use super::el::{button, check, Button};
use super::tarocchi_options::{tarocchi_options, TarocchiOptionsProps};
use crate::core::games::GameKind;
use crate::core::rules::{preset, PRESETS};
use crate::people::Book;
use crate::ui::i18n::games::game_name;
use crate::ui::i18n::{
    move_down, move_up, name_length, player_n, preset_name, rules_lines, MAX_NAME, T,
};
use crate::ui::provider::AppContext;
use crate::ui::state::seats::{is_new, known_people, suggestions, unseated, Known};
use crate::ui::state::sessions::Sessions;
use crate::ui::state::{check_setup, parse_rounds, same_name, Action, SetupProblem};

/// A new session id from the clock.
fn now_ms() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now() as u64
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0
    }
}

/// What [`known`] last worked out from: the sessions, the book, the remembered names.
type KnownFrom = (Sessions, Rc<Book>, Vec<String>);

thread_local! {
    /// The last [`known`] and what it came from.
    static KNOWN: RefCell<Option<(KnownFrom, Rc<Vec<Known>>)>> = const { RefCell::new(None) };
}

/// The known people ([`known_people`]), worked out again only when the sessions, the book or
/// the remembered names change: typing in a seat changes none of them, and linking every
/// session to the book costs a keystroke ~12 ms at 4x CPU with 1,000 sessions stored.
fn known(app: &AppContext) -> Rc<Vec<Known>> {
    KNOWN.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some(((sessions, people, names), known)) = cache.as_ref() {
            if Sessions::ptr_eq(sessions, &app.sessions)
                && Rc::ptr_eq(people, &app.people)
                && *names == app.names
            {
                return known.clone();
            }
        }
        let known = Rc::new(known_people(
            app.sessions.iter().map(|s| &**s),
            &app.people,
            &app.names,
        ));
        let from = (app.sessions.clone(), app.people.clone(), app.names.clone());
        *cache = Some((from, known.clone()));
        known
    })
}

/// The screen, from the app's context: a plain function that the frame calls (it has no
/// hooks of its own).
#[inline(never)]
pub fn setup_screen(app: &AppContext) -> Html {
    let lang = app.lang;
    let setup = &app.setup;
    let n = setup.names.len();
    let dispatch = |f: fn(usize) -> Action| {
        let app = app.clone();
        Callback::from(move |i: usize| app.dispatch(f(i)))
    };
    let (min, max) = setup.game.players();
    let counts: Vec<usize> = (min..=max).collect();
    let french = setup.game == GameKind::FrenchTarot;
    let names_shown: Vec<String> = setup
        .names
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if s.trim().is_empty() {
                player_n(lang, i + 1)
            } else {
                s.trim().to_owned()
            }
        })
        .collect();
    let rules = preset(&setup.preset)
        .ok()
        .and_then(|p| setup.options.apply(p).ok());
    let problem = check_setup(setup).err();
    let problem_text = problem.map(|p| match p {
        SetupProblem::MissingName(_) => T::MissingName.text(lang),
        SetupProblem::DuplicateName(_) => T::DuplicateName.text(lang),
        SetupProblem::Rounds => T::RoundsWrong.text(lang),
    });
    let rounds_wrong = parse_rounds(&setup.rounds).is_err();
    let start = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| {
            let created = now_ms();
            app.dispatch(Action::StartSession {
                id: format!("s{created}"),
                created,
            });
        })
    };
    let click = |a: Action| super::el::send(app, a);
    let on_preset = {
        let app = app.clone();
        Callback::from(move |e: Event| {
            app.dispatch(Action::SetPreset(
                e.target_unchecked_into::<HtmlSelectElement>().value(),
            ))
        })
    };
    // The people of the stored sessions, most recent first (`state::seats`).
    let known = known(app);
    let mut chips = unseated(&known, &setup.names);
    chips.truncate(12);
    let option_box =
        |label: &'static str, on: bool, set: fn(&mut crate::core::rules::RuleOptions, bool)| {
            let app = app.clone();
            let on_change = Callback::from(move |b: bool| {
                let mut o = app.setup.options.clone();
                set(&mut o, b);
                app.dispatch(Action::SetOptions(o));
            });
            check(on, on_change, label.into())
        };
    html! {
        <section class="screen setup" aria-labelledby="setup-title">
            <h2 id="setup-title">{ T::NewSession.text(lang) }</h2>
            { choice_group(Choices {
                id: "game",
                label: AttrValue::from(T::Game.text(lang)),
                options: GameKind::ALL.iter().map(|g| AttrValue::from(game_name(lang, *g))).collect::<Vec<_>>(),
                selected: GameKind::ALL.iter().position(|g| *g == setup.game),
                on_select: { let app = app.clone(); Callback::from(move |i: usize| app.dispatch(Action::SetGame(GameKind::ALL[i]))) },
                error: None,
                wide: true,
            }) }
            if counts.len() > 1 {
                { choice_group(Choices {
                    id: "count",
                    label: AttrValue::from(T::PlayerCount.text(lang)),
                    options: counts.iter().map(|c| AttrValue::from(c.to_string())).collect::<Vec<_>>(),
                    selected: counts.iter().position(|&c| c == n),
                    on_select: { let app = app.clone(); let counts = counts.clone(); Callback::from(move |i: usize| app.dispatch(Action::SetPlayerCount(counts[i]))) },
                    error: None,
                    wide: false,
                }) }
            }
            <fieldset class="names">
                <legend>{ T::Players.text(lang) }</legend>
                <ol>
                { for setup.names.iter().enumerate().map(|(i, name)| {
                    let oninput = { let app = app.clone(); Callback::from(move |e: InputEvent| {
                        app.dispatch(Action::SetName(i, e.target_unchecked_into::<HtmlInputElement>().value()))
                    })};
                    // The focus follows the player moved, to the same arrow at the new seat
                    // (the other one at the first or last seat): left on this seat's arrow, it
                    // named the player moved here, and Enter again moved them back.
                    let moved = |up: bool| {
                        let to = if up { i.saturating_sub(1) } else { i + 1 };
                        let arrow = if (up && to > 0) || (!up && to + 1 == n) { "first" } else { "last" };
                        let selector = format!(".names li:nth-child({}) > button:{arrow}-of-type", to + 1);
                        let send = super::el::send_then_focus(app, Action::MovePlayer { seat: i, up }, selector);
                        Callback::from(move |_: MouseEvent| send.emit(()))
                    };
                    let (up, down) = (moved(true), moved(false));
                    let id = format!("player-{i}");
                    // Told at the field: a name another seat has (case aside; at both, the
                    // one typed last may be either), and the length once it nears the limit.
                    let dup = !name.trim().is_empty()
                        && setup.names.iter().enumerate().any(|(j, m)| j != i && same_name(m, name));
                    // A seat left empty with a name after it (cleared, or skipped): said at
                    // the field. Seats still to be filled, in order, are not.
                    let blank = name.trim().is_empty()
                        && setup.names[i + 1..].iter().any(|m| !m.trim().is_empty());
                    let wrong = dup || blank;
                    let len = name.chars().count();
                    // A name nobody had yet is said to be a new player (once there are people
                    // to tell it from).
                    let new = (!known.is_empty() && is_new(&known, name)).then(|| T::NewPlayer.text(lang));
                    let long = (len + 5 > MAX_NAME).then(|| name_length(lang, len));
                    let note = if dup {
                        Some(T::DuplicateName.text(lang).to_owned())
                    } else if blank {
                        Some(T::NameNeeded.text(lang).to_owned())
                    } else {
                        match (new, long) {
                            (Some(a), Some(b)) => Some(format!("{a} · {b}")),
                            (a, b) => a.map(str::to_owned).or(b),
                        }
                    };
                    // The known people this seat's text finds: a tap seats one here; from the
                    // keyboard, the focus then goes on to the next seat.
                    let found = suggestions(&known, &setup.names, i);
                    let note_id = format!("player-{i}-note");
                    html! {
                        <li class="name-row">
                            <label for={id.clone()}>{ player_n(lang, i + 1) }</label>
                            <input id={id} type="text" value={name.clone()} {oninput} autocomplete="off"
                                maxlength="40" enterkeyhint="next"
                                aria-invalid={wrong.then_some("true")}
                                aria-describedby={note.is_some().then(|| note_id.clone())} />
                            if let Some(t) = note {
                                <p id={note_id} role={wrong.then_some("alert")} class={if wrong { "field-error name-note" } else { "hint name-note" }}>{ t }</p>
                            }
                            // Before the arrows: the Tab key goes from the field to them.
                            if !found.is_empty() {
                                <div class="found" role="group" aria-label={T::PlayersFound.text(lang)}>
                                { for found.iter().map(|k| {
                                    let (app, name) = (app.clone(), k.name.clone());
                                    let pick = Callback::from(move |e: MouseEvent| {
                                        app.dispatch(Action::SetName(i, name.clone()));
                                        if e.detail() == 0 {
                                            super::el::focus_after_paint(format!("#player-{}", (i + 1).min(n - 1)));
                                        }
                                    });
                                    button("chip", pick, k.name.clone().into())
                                }) }
                                </div>
                            }
                            { Button { class: "icon", disabled: i == 0, label: Some(move_up(lang, &names_shown[i]).into()), ..Button::default() }
                                .view(up, "↑".into()) }
                            { Button { class: "icon", disabled: i + 1 == n, label: Some(move_down(lang, &names_shown[i]).into()), ..Button::default() }
                                .view(down, "↓".into()) }
                        </li>
                    }
                }) }
                </ol>
                if !chips.is_empty() {
                    <div class="remembered" role="group" aria-label={T::KnownPlayers.text(lang)}>
                        <span class="hint">{ T::KnownPlayers.text(lang) }</span>
                        { for chips.iter().map(|k| {
                            button("chip", click(Action::UseName(k.name.clone())), k.name.clone().into())
                        }) }
                    </div>
                }
            </fieldset>
            { choice_group(Choices {
                id: "first-dealer",
                label: AttrValue::from(T::FirstDealer.text(lang)),
                options: names_shown.iter().map(|s| AttrValue::from(s.clone())).collect::<Vec<_>>(),
                selected: Some(setup.first_dealer),
                on_select: dispatch(Action::SetFirstDealer),
                error: None,
                wide: false,
            }) }
            if setup.game == GameKind::Tarocchi {
                { tarocchi_options(TarocchiOptionsProps {
                    lang,
                    settings: setup.tarocchi,
                    on_change: { let app = app.clone(); Callback::from(move |t| app.dispatch(Action::SetTarocchi(t))) },
                }) }
            }
            if french {
            <div class="field">
                <label for="preset">{ T::Rules.text(lang) }</label>
                <select id="preset" onchange={on_preset}>
                    { for PRESETS.iter().map(|p| html! {
                        <option value={p.id} selected={p.id == setup.preset}>{ preset_name(lang, p.id) }</option>
                    }) }
                </select>
            </div>
            if let Some(r) = rules {
                <ul class="rules">
                    { for rules_lines(lang, &r, n).into_iter().map(|l| html! { <li>{ l }</li> }) }
                </ul>
                <fieldset class="options">
                    <legend>{ T::Options.text(lang) }</legend>
                    // Two players bid nothing and show no misère or slam (reading 11): no
                    // pool for a taker, no goulash when all pass.
                    if n > 2 {
                        { option_box(T::MisereOption.text(lang), r.misere.is_some(), |o, b| o.misere = Some(b)) }
                        { option_box(T::PetitChelem.text(lang), r.petit_chelem.is_some(), |o, b| o.petit_chelem = Some(b)) }
                        { option_box(T::Pools.text(lang), r.mouches.is_some(), |o, b| o.mouches = Some(b)) }
                        { option_box(T::GoulashWhenAllPass.text(lang), r.goulash, |o, b| o.goulash = Some(b)) }
                    }
                    { check(setup.round_to_ten,
                        { let app = app.clone(); Callback::from(move |b: bool| app.dispatch(Action::SetRoundToTen(b))) },
                        T::RoundToTen.text(lang).into()) }
                </fieldset>
            }
            <div class="field">
                <label for="rounds">{ T::Rounds.text(lang) }</label>
                <input id="rounds" type="text" inputmode="numeric" value={setup.rounds.clone()}
                    placeholder={T::RoundsNone.text(lang)}
                    aria-invalid={rounds_wrong.then_some("true")}
                    aria-describedby={rounds_wrong.then_some("rounds-error")}
                    oninput={{ let app = app.clone(); Callback::from(move |e: InputEvent| app.dispatch(Action::SetRounds(e.target_unchecked_into::<HtmlInputElement>().value()))) }} />
                if rounds_wrong {
                    <p class="field-error" id="rounds-error" role="alert">{ T::RoundsWrong.text(lang) }</p>
                }
            </div>
            }
            // Start pressed while it waits (its click is ignored, the click comes here) takes
            // the focus to the field at fault (QA: Enter on it did nothing).
            <div class="actions sticky-actions" onclick={problem.map(|p| {
                let field = match p {
                    SetupProblem::MissingName(i) | SetupProblem::DuplicateName(i) => format!("#player-{i}"),
                    SetupProblem::Rounds => "#rounds".to_owned(),
                };
                Callback::from(move |e: MouseEvent| {
                    let waiting = e
                        .target_dyn_into::<web_sys::Element>()
                        .and_then(|t| t.closest("[aria-disabled=\"true\"]").ok().flatten());
                    if waiting.is_some() {
                        super::el::focus_after_paint(field.clone());
                    }
                })
            })}>
                { button("", click(Action::GoHome), T::Cancel.text(lang).into()) }
                // Why it cannot start, on the button itself (its name stays "Start").
                { Button { class: "primary", disabled: problem.is_some(), described_by: problem.map(|_| "setup-problem".into()), ..Button::default() }
                    .view(start, html! { <>
                        { T::Start.text(lang) }
                        if let Some(p) = problem_text {
                            <small class="why" id="setup-problem" aria-hidden="true">{ p }</small>
                        }
                    </> }) }
            </div>
        </section>
    }
}
