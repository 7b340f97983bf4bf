//! Backups: every session, the people and the groups as one JSON file, and an import of such
//! a file (or of one session) as new sessions, never replacing one, its people merged with
//! those known (`crate::people::Book::merge_in`).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::export::{all_json, data_url, import_all};
use crate::ui::hooks::use_app;
use crate::ui::i18n::share::{import_error, imported, sentence};
use crate::ui::i18n::T;
use crate::ui::state::Action;

#[component]
pub fn StorageTools() -> Html {
    let app = use_app();
    let lang = app.lang;
    let said = use_state(String::new);
    // The export link carries every session: build it only while the backup card is open, not
    // on every render of the home screen (with 50 long sessions that costs ~200 ms).
    let open = super::el::use_flag();
    let on_toggle = super::el::on_toggle(&open);
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
                    said.set(T::FileUnreadable.text(lang).into());
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
                        let n = sessions.len();
                        app.dispatch(Action::AddPeople(Box::new(people)));
                        app.dispatch(Action::AddSessions(sessions));
                        said.set(imported(lang, n));
                    }
                    Err(e) => said.set(sentence(&import_error(lang, &e))),
                }
            });
        })
    };
    html! {
        <details class="card storage-tools" open={*open} ontoggle={on_toggle}>
            <summary>{ T::Backup.text(lang) }</summary>
            <div class="actions">
                if *open && !app.sessions.is_empty() {
                    <a class="button" href={data_url("application/json", &all_json(&app.sessions, &app.linked_people()))}
                        download="tarot-companion-sessions.json">
                        { T::ExportAll.text(lang) }
                    </a>
                }
                <label class="button" for="import-file">{ T::ImportFile.text(lang) }</label>
                <input id="import-file" class="sr-only" type="file" accept=".json,application/json" onchange={on_file} />
            </div>
            <p class="hint" aria-live="polite" data-testid="import-result">{ (*said).clone() }</p>
        </details>
    }
}
