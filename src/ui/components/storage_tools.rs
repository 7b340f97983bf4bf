//! Backups: every session, the people and the groups as one JSON file, and an import of such
//! a file (or of one session) as new sessions, never replacing one, its people merged with
//! those known (`crate::people::Book::merge_in`).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::export::{all_json, data_url, import_all};
use crate::ui::i18n::share::{import_error, imported, sentence, unscored};
use crate::ui::i18n::T;
use crate::ui::provider::AppContext;
use crate::ui::state::Action;

/// The card's state: what the last import said (and whether it was refused), and whether the
/// card is open.
pub struct Tools {
    said: UseStateHandle<(String, bool)>,
    open: UseStateHandle<bool>,
}

/// The card's state, a hook of the home screen, so that the card is a plain function (each
/// component is a copy of Yew's component code in the wasm, issue #12).
#[hook]
pub fn use_storage_tools() -> Tools {
    Tools {
        said: use_state(<(String, bool)>::default),
        open: super::el::use_flag(),
    }
}

/// The backup card, from the app's context and its [`use_storage_tools`] state.
pub fn storage_tools(app: &AppContext, tools: &Tools) -> Html {
    let lang = app.lang;
    let Tools { said, open } = tools;
    // The export link carries every session: build it only while the backup card is open, not
    // on every render of the home screen (with 50 long sessions that costs ~200 ms).
    let on_file = {
        let app = app.clone();
        let said = said.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            else {
                return;
            };
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let (app, said) = (app.clone(), said.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|t| t.as_string());
                let Some(text) = text else {
                    said.set((T::FileUnreadable.text(lang).into(), true));
                    return;
                };
                let created = js_sys::Date::now() as u64;
                let mut taken: Vec<String> = app.sessions.iter().map(|s| s.id.clone()).collect();
                let fresh = |_: &crate::session::Session| {
                    let mut n = 0;
                    loop {
                        let id = if n == 0 {
                            format!("s{created}")
                        } else {
                            format!("s{created}-{n}")
                        };
                        n += 1;
                        if !taken.contains(&id) {
                            taken.push(id.clone());
                            return id;
                        }
                    }
                };
                match import_all(&text, fresh) {
                    Ok((sessions, people)) => {
                        let incoming =
                            crate::export::not_here(sessions, app.sessions.iter().map(|s| &**s));
                        let counts = [incoming.new.len(), incoming.updates.len(), incoming.here];
                        // Hands the rules refuse are kept, marked on their scorecard, and
                        // said here (QA: a hand of 999 points came in without a word).
                        let refused: usize = incoming
                            .new
                            .iter()
                            .chain(&incoming.updates)
                            .filter_map(|s| s.table().ok())
                            .map(|t| t.rows.iter().filter(|r| r.result.is_err()).count())
                            .sum();
                        app.dispatch(Action::AddPeople(Box::new(people)));
                        app.dispatch(Action::AddSessions {
                            new: incoming.new,
                            updates: incoming.updates,
                        });
                        said.set((imported(lang, counts) + &unscored(lang, refused), false));
                    }
                    // One session refused refuses the file: said, as the others were not
                    // imported either.
                    Err(e) => said.set((
                        format!(
                            "{} {}",
                            sentence(&import_error(lang, &e)),
                            T::NothingImported.text(lang)
                        ),
                        true,
                    )),
                }
            });
        })
    };
    super::el::fold(
        T::Backup.text(lang),
        "storage-tools",
        open,
        html! {
            <>
                <div class="actions">
                    if **open && !app.sessions.is_empty() {
                        <a class="button" href={data_url("application/json", &all_json(&app.sessions, &app.linked_people()))}
                            download="tarot-companion-sessions.json">
                            { T::ExportAll.text(lang) }
                        </a>
                    }
                    // The input lies over its label, transparent: a tap on the button is a tap on
                    // the input itself, which opens the file picker.
                    <label class="button file-button">
                        { T::ImportFile.text(lang) }
                        <input id="import-file" type="file" accept=".json,application/json" onchange={on_file} />
                    </label>
                </div>
                // A refusal reads as one, in the error's colour (QA: grey, as a hint).
                <p class={if said.1 { "field-error" } else { "hint" }} aria-live="polite"
                    data-testid="import-result">{ said.0.clone() }</p>
            </>
        },
    )
}
