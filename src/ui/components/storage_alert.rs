//! Tells the player what happened to their saved data: unreadable data kept aside (with a
//! download of the raw text), a failed write, a session changed in two tabs at once. Mount it
//! once: it also runs the saving effects ([`use_persist`]).

use yew::prelude::*;

use super::el::button;
use super::share_labels::{sentence, storage_error};
use crate::export::data_url;
use crate::ui::i18n::Lang;
use crate::ui::persist::{dismiss, use_persist};

#[derive(Properties, PartialEq, Clone)]
pub struct StorageAlertProps {
    pub lang: Lang,
}

#[component]
pub fn StorageAlert(props: &StorageAlertProps) -> Html {
    let lang = props.lang;
    let status = use_persist();
    let close = {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| dismiss(&status))
    };
    let load = status.load_error.as_ref().map(|e| {
        let raw = status.aside.as_ref().and_then(|key| crate::storage::load_raw(key).ok().flatten().map(|t| (key.clone(), t)));
        html! {
            <div class="storage-alert" role="alert" data-testid="storage-alert">
                <p>{ sentence(&storage_error(lang, e)) }</p>
                if let Some((key, text)) = raw {
                    <p>{ lang.pick(
                        "Elles ont été mises de côté sans être effacées ; l’application repart de zéro.",
                        "They were set aside, not erased; the app starts afresh.") }</p>
                    <a class="button" href={data_url("application/json", &text)} download={format!("{key}.json")}>
                        { lang.pick("Télécharger les données illisibles", "Download the unreadable data") }
                    </a>
                }
                { button("", close.clone(), lang.pick("Compris", "OK").into()) }
            </div>
        }
    });
    let write = status.write_error.as_ref().map(|e| {
        html! {
            <div class="storage-alert" role="alert" data-testid="storage-write-error">
                <p>{ sentence(&storage_error(lang, e)) }</p>
                <p>{ lang.pick(
                    "Vos dernières modifications ne sont pas enregistrées : exportez vos parties pour ne rien perdre.",
                    "Your latest changes are not saved: export your sessions to keep them.") }</p>
            </div>
        }
    });
    let conflicts = (!status.conflicts.is_empty()).then(|| {
        html! {
            <div class="storage-alert" role="alert" data-testid="storage-conflict">
                <p>{ lang.pick(
                    "Une partie a été modifiée dans un autre onglet en même temps : les deux versions sont gardées.",
                    "A session was changed in another tab at the same time: both versions are kept.") }</p>
                { button("", close, lang.pick("Compris", "OK").into()) }
            </div>
        }
    });
    html! { <>{ for load }{ for write }{ for conflicts }</> }
}
