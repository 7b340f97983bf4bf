//! Share a session: the link (whole session in the fragment), its QR code, the Web Share
//! sheet where the browser has one (else copy to the clipboard), and exports as JSON or CSV.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::el;
use crate::export::{data_url, file_name, scorecard_csv, session_json};
use crate::qr;
use crate::session::Session;
use crate::share;
use crate::ui::i18n::share::{csv_labels, sentence, share_error};
use crate::ui::i18n::{Lang, T};

#[derive(Properties, PartialEq, Clone)]
pub struct ShareDialogProps {
    pub lang: Lang,
    /// Shared with the state: the dialog copies nothing.
    pub session: Rc<Session>,
}

/// The app's address without fragment, then `#s=<payload>`.
fn link_to(fragment: &str) -> String {
    let (origin, path) = web_sys::window()
        .map(|w| {
            (
                w.location().origin().unwrap_or_default(),
                w.location().pathname().unwrap_or_default(),
            )
        })
        .unwrap_or_default();
    format!("{origin}{path}#{fragment}")
}

fn has_web_share() -> bool {
    web_sys::window().is_some_and(|w| {
        js_sys::Reflect::has(&w.navigator(), &JsValue::from_str("share")).unwrap_or(false)
    })
}

#[derive(Clone, Copy, PartialEq)]
enum Sent {
    Nothing,
    Copied,
    Shared,
    Failed,
}

#[component]
pub fn ShareDialog(props: &ShareDialogProps) -> Html {
    let lang = props.lang;
    let open = super::el::use_flag();
    let sent = use_state(|| Sent::Nothing);
    let toggle = {
        let (open, sent) = (open.clone(), sent.clone());
        Callback::from(move |()| {
            let was_open = *open;
            open.set(!was_open);
            sent.set(Sent::Nothing);
            // Into the dialog when it opens, back to its button when it closes.
            el::focus_after_paint(
                if was_open {
                    ".share > button"
                } else {
                    ".share-dialog"
                }
                .to_owned(),
            );
        })
    };
    let click = toggle.reform(|_: MouseEvent| ());
    let button = html! {
        <button type="button" onclick={click.clone()} aria-expanded={el::pressed(*open)}>
            { crate::ui::i18n::T::ShareOrExport.text(lang) }
        </button>
    };
    if !*open {
        return html! { <div class="share">{ button }</div> };
    }
    // Escape closes the dialog, as its Close button does.
    let escape = {
        let toggle = toggle.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                toggle.emit(());
            }
        })
    };
    let session = &props.session;
    let link = share::fragment(session).map(|f| link_to(&f));
    let csv_labels = csv_labels(lang);
    let csv = scorecard_csv(session, csv_labels).ok();
    let body = match &link {
        Err(e) => {
            html! { <p class="field-error" role="alert">{ sentence(&share_error(lang, e)) }</p> }
        }
        Ok(link) => {
            let qr = qr::data_url(link);
            let web_share = has_web_share();
            let send = {
                let link = link.clone();
                let sent = sent.clone();
                let title = session
                    .name
                    .clone()
                    .unwrap_or_else(|| session.players.join(", "));
                Callback::from(move |_: MouseEvent| {
                    let Some(w) = web_sys::window() else { return };
                    let nav = w.navigator();
                    let sent = sent.clone();
                    let promise = if web_share {
                        let data = web_sys::ShareData::new();
                        data.set_title(&title);
                        data.set_url(&link);
                        nav.share_with_data(&data)
                    } else {
                        nav.clipboard().write_text(&link)
                    };
                    // A clipboard that has not answered in 3 s (a permission prompt left
                    // open, a page without focus) is said to have failed: the player copies
                    // the link by hand. An answer that comes later still says what happened.
                    // The share sheet waits for the player, as long as they take.
                    let answered = Rc::new(Cell::new(false));
                    if !web_share {
                        let (answered, sent) = (answered.clone(), sent.clone());
                        let late = Closure::once_into_js(move || {
                            if !answered.get() {
                                sent.set(Sent::Failed)
                            }
                        });
                        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
                            late.unchecked_ref(),
                            3000,
                        );
                    }
                    wasm_bindgen_futures::spawn_local(async move {
                        let done = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                        answered.set(true);
                        sent.set(match (done, web_share) {
                            (true, true) => Sent::Shared,
                            (true, false) => Sent::Copied,
                            (false, _) => Sent::Failed,
                        });
                    });
                })
            };
            let said = match *sent {
                Sent::Nothing => "",
                Sent::Copied => T::LinkCopied.text(lang),
                Sent::Shared => T::LinkShared.text(lang),
                Sent::Failed => T::CopyFailed.text(lang),
            };
            html! {
                <>
                    <label class="field" for="share-link">{ T::LinkToScorecard.text(lang) }</label>
                    <input id="share-link" type="text" readonly=true value={link.clone()} data-testid="share-link" />
                    if let Some(src) = qr {
                        <img class="qr" src={src} width="240" height="240"
                            alt={T::QrOfLink.text(lang)} />
                    }
                    { el::button("primary", send,
                        if web_share { T::ShareEllipsis } else { T::CopyLink }.text(lang).into()) }
                    <p class="hint" aria-live="polite">{ said }</p>
                </>
            }
        }
    };
    html! {
        <div class="share">
            { button }
            <section class="card share-dialog" role="dialog" aria-labelledby="share-title" tabindex="-1"
                onkeydown={escape}>
                <h3 id="share-title">{ T::ShareSession.text(lang) }</h3>
                { body }
                <div class="actions">
                    <a class="button" href={data_url("application/json", &session_json(session))}
                        download={file_name(session, "json")}>{ T::ExportJson.text(lang) }</a>
                    if let Some(csv) = csv {
                        <a class="button" href={data_url("text/csv", &csv)}
                            download={file_name(session, "csv")}>{ T::ScorecardCsv.text(lang) }</a>
                    }
                    // The browser's Back presses it (`data-back`: the frame's popstate).
                    <button type="button" data-back="" onclick={click}>{ T::Close.text(lang) }</button>
                </div>
            </section>
        </div>
    }
}
