//! New session: the game, the players in seat order (remembered, reorderable), the first
//! dealer, the rules shown as readable lines, rounding to ten and the number of rounds.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::choice_group::ChoiceGroup;
use super::games_labels::game_name;
use super::tarocchi_options::TarocchiOptions;
use crate::core::games::GameKind;
use crate::core::rules::{preset, PRESETS};
use crate::ui::hooks::use_app;
use crate::ui::i18n::{move_down, move_up, player_n, preset_name, rules_lines, T};
use crate::ui::state::{check_setup, Action, SetupProblem};

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

#[component]
pub fn SetupScreen() -> Html {
    let app = use_app();
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
    });
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
    let cancel = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(Action::GoHome))
    };
    let on_preset = {
        let app = app.clone();
        Callback::from(move |e: Event| {
            app.dispatch(Action::SetPreset(
                e.target_unchecked_into::<HtmlSelectElement>().value(),
            ))
        })
    };
    let remembered: Vec<&String> = app
        .names
        .iter()
        .filter(|m| !setup.names.iter().any(|n| n.trim() == m.as_str()))
        .take(12)
        .collect();
    let option_box = |label: &'static str,
                      on: bool,
                      set: fn(&mut crate::core::rules::RuleOptions, bool)| {
        let app = app.clone();
        let onchange = Callback::from(move |e: Event| {
            let mut o = app.setup.options.clone();
            set(
                &mut o,
                e.target_unchecked_into::<HtmlInputElement>().checked(),
            );
            app.dispatch(Action::SetOptions(o));
        });
        html! {
            <label class="check"><input type="checkbox" checked={on} {onchange} />{ label }</label>
        }
    };
    html! {
        <section class="screen setup" aria-labelledby="setup-title">
            <h2 id="setup-title">{ T::NewSession.text(lang) }</h2>
            <ChoiceGroup id="game" label={T::Game.text(lang)} class="wide"
                options={GameKind::ALL.iter().map(|g| AttrValue::from(game_name(lang, *g))).collect::<Vec<_>>()}
                selected={GameKind::ALL.iter().position(|g| *g == setup.game)}
                on_select={{ let app = app.clone(); Callback::from(move |i: usize| app.dispatch(Action::SetGame(GameKind::ALL[i]))) }} />
            if counts.len() > 1 {
                <ChoiceGroup id="count" label={T::PlayerCount.text(lang)}
                    options={counts.iter().map(|c| AttrValue::from(c.to_string())).collect::<Vec<_>>()}
                    selected={counts.iter().position(|&c| c == n)}
                    on_select={{ let app = app.clone(); let counts = counts.clone(); Callback::from(move |i: usize| app.dispatch(Action::SetPlayerCount(counts[i]))) }} />
            }
            <fieldset class="names">
                <legend>{ T::Players.text(lang) }</legend>
                <ol>
                { for setup.names.iter().enumerate().map(|(i, name)| {
                    let oninput = { let app = app.clone(); Callback::from(move |e: InputEvent| {
                        app.dispatch(Action::SetName(i, e.target_unchecked_into::<HtmlInputElement>().value()))
                    })};
                    let up = { let app = app.clone(); Callback::from(move |_: MouseEvent| app.dispatch(Action::MovePlayer { seat: i, up: true })) };
                    let down = { let app = app.clone(); Callback::from(move |_: MouseEvent| app.dispatch(Action::MovePlayer { seat: i, up: false })) };
                    let id = format!("player-{i}");
                    html! {
                        <li class="name-row">
                            <label for={id.clone()}>{ player_n(lang, i + 1) }</label>
                            <input id={id} type="text" value={name.clone()} {oninput} autocomplete="off"
                                maxlength="20" enterkeyhint="next" />
                            <button type="button" class="icon" disabled={i == 0} onclick={up}
                                aria-label={move_up(lang, &names_shown[i])}>{ "↑" }</button>
                            <button type="button" class="icon" disabled={i + 1 == n} onclick={down}
                                aria-label={move_down(lang, &names_shown[i])}>{ "↓" }</button>
                        </li>
                    }
                }) }
                </ol>
                if !remembered.is_empty() {
                    <div class="remembered" role="group" aria-label={T::RememberedNames.text(lang)}>
                        <span class="hint">{ T::RememberedNames.text(lang) }</span>
                        { for remembered.iter().map(|m| {
                            let app = app.clone();
                            let m2 = (*m).clone();
                            html! { <button type="button" class="chip" onclick={Callback::from(move |_: MouseEvent| app.dispatch(Action::UseName(m2.clone())))}>{ (*m).clone() }</button> }
                        }) }
                    </div>
                }
            </fieldset>
            <ChoiceGroup id="first-dealer" label={T::FirstDealer.text(lang)}
                options={names_shown.iter().map(|s| AttrValue::from(s.clone())).collect::<Vec<_>>()}
                selected={Some(setup.first_dealer)} on_select={dispatch(Action::SetFirstDealer)} />
            if setup.game == GameKind::Tarocchi {
                <TarocchiOptions lang={lang} settings={setup.tarocchi}
                    on_change={{ let app = app.clone(); Callback::from(move |t| app.dispatch(Action::SetTarocchi(t))) }} />
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
                    { option_box(lang.pick("Misère", "Misère"), r.misere.is_some(), |o, b| o.misere = Some(b)) }
                    { option_box(T::PetitChelem.text(lang), r.petit_chelem.is_some(), |o, b| o.petit_chelem = Some(b)) }
                    { option_box(T::Pools.text(lang), r.mouches.is_some(), |o, b| o.mouches = Some(b)) }
                    { option_box(lang.pick("Goulash quand tout le monde passe", "Goulash when all pass"), r.goulash, |o, b| o.goulash = Some(b)) }
                    <label class="check">
                        <input type="checkbox" checked={setup.round_to_ten}
                            onchange={{ let app = app.clone(); Callback::from(move |e: Event| app.dispatch(Action::SetRoundToTen(e.target_unchecked_into::<HtmlInputElement>().checked()))) }} />
                        { T::RoundToTen.text(lang) }
                    </label>
                </fieldset>
            }
            <div class="field">
                <label for="rounds">{ T::Rounds.text(lang) }</label>
                <input id="rounds" type="text" inputmode="numeric" value={setup.rounds.clone()}
                    placeholder={T::RoundsNone.text(lang)}
                    oninput={{ let app = app.clone(); Callback::from(move |e: InputEvent| app.dispatch(Action::SetRounds(e.target_unchecked_into::<HtmlInputElement>().value()))) }} />
            </div>
            }
            <div class="actions sticky-actions">
                <button type="button" onclick={cancel}>{ T::Cancel.text(lang) }</button>
                <button type="button" class="primary" disabled={problem.is_some()} onclick={start}
                    aria-describedby={problem.map(|_| "setup-problem")}>{ T::Start.text(lang) }</button>
            </div>
            if let Some(p) = problem_text {
                <p class="field-error" id="setup-problem">{ p }</p>
            }
        </section>
    }
}
