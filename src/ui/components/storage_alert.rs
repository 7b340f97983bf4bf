//! Tells the player what happened to their saved data: unreadable data kept aside (with a
//! download of the raw text), a failed write, a session changed in two tabs at once. The
//! frame runs the saving effects ([`use_persist`](crate::ui::persist::use_persist)) and
//! hands their status here.

use yew::prelude::*;

use super::el::button;
use crate::export::data_url;
use crate::ui::i18n::share::{sentence, storage_error};
use crate::ui::i18n::{Lang, T};
use crate::ui::persist::{dismiss, release, PersistStatus};

/// The alerts, from the status of [`use_persist`](crate::ui::persist::use_persist): a hook
/// of the frame, so that this is a plain function (each component is a copy of Yew's
/// component code in the wasm, issue #12).
pub fn storage_alert(lang: Lang, status: &UseStateHandle<PersistStatus>) -> Html {
    let close = {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| dismiss(&status))
    };
    let load = status.load_error.as_ref().map(|e| {
        // The text kept aside, or held in memory when it could not be (storage full).
        let raw = status
            .aside
            .as_ref()
            .and_then(|key| crate::storage::load_raw(key).ok().flatten().map(|t| (key.clone(), t)))
            .or_else(|| status.held.clone().map(|t| ("tarot-companion.unreadable".to_owned(), t)));
        let release = {
            let status = status.clone();
            Callback::from(move |_: MouseEvent| release(&status))
        };
        html! {
            <div class="storage-alert" role="alert" data-testid="storage-alert">
                <p>{ sentence(&storage_error(lang, e)) }</p>
                if let Some((key, text)) = raw {
                    // A part kept aside leaves the rest loaded: not "the app starts afresh"
                    // (QA: both said at once).
                    <p>{ match (status.held.is_some(), e.kind()) {
                        (true, _) => T::HeldNotSaved,
                        (false, crate::storage::StorageErrorKind::PartlyUnreadable { .. }) => T::PartSetAside,
                        _ => T::SetAsideNotErased,
                    }.text(lang) }</p>
                    <a class="button" href={data_url("application/json", &text)} download={format!("{key}.json")} onclick={release}>
                        { T::DownloadUnreadable.text(lang) }
                    </a>
                }
                { button("", close.clone(), T::Understood.text(lang).into()) }
            </div>
        }
    });
    let write = status.write_error.as_ref().map(|e| {
        html! {
            <div class="storage-alert" role="alert" data-testid="storage-write-error">
                <p>{ sentence(&storage_error(lang, e)) }</p>
                <p>{ T::NotSaved.text(lang) }</p>
            </div>
        }
    });
    // Said once the app saves again after a failed write, until the player closes it.
    let again = (status.saved_again && status.write_error.is_none()).then(|| {
        html! {
            <div class="storage-alert" role="status" data-testid="storage-saved-again">
                <p>{ T::SavedAgain.text(lang) }</p>
                { button("", close.clone(), T::Understood.text(lang).into()) }
            </div>
        }
    });
    let conflicts = (!status.conflicts.is_empty()).then(|| {
        html! {
            <div class="storage-alert" role="alert" data-testid="storage-conflict">
                <p>{ T::OtherTab.text(lang) }</p>
                { button("", close, T::Understood.text(lang).into()) }
            </div>
        }
    });
    html! { <>{ for load }{ for write }{ for again }{ for conflicts }</> }
}
