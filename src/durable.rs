//! IndexedDB, through the `idb` crate: the browser half of the durable store. Thin calls
//! only; what to write is decided by the pure code of [`crate::store`]. Each record is the
//! JSON text of a [`crate::store::Record`], keyed by its session's id.

use idb::{Database, DatabaseEvent, Error, Factory, ObjectStoreParams, TransactionMode};
use wasm_bindgen::{JsCast, JsValue};

use crate::storage::{js_reason, StorageError, StorageErrorKind};
use crate::store::{DB, STORE};

/// The browser's own words (`QuotaExceededError: …`), taken from the error it gave. Not
/// `idb::Error`'s `Display`: its forty messages would all be in the bundle for the few that
/// can happen here.
fn reason(e: Error) -> String {
    let js: JsValue = match e {
        Error::DomException(e) => e.into(),
        Error::AddFailed(e)
        | Error::UpdateFailed(e)
        | Error::GetFailed(e)
        | Error::DeleteFailed(e)
        | Error::GetAllKeysFailed(e)
        | Error::GetAllFailed(e)
        | Error::TransactionOpenFailed(e)
        | Error::TransactionCommitError(e)
        | Error::IndexedDbOpenFailed(e)
        | Error::IndexedDbNotFound(e)
        | Error::ObjectStoreNotFound(e) => e,
        _ => return "IndexedDB failed".to_owned(),
    };
    let name = js
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.name()))
        .unwrap_or_default();
    match name.is_empty() {
        true => js_reason(&js),
        false => format!("{name}: {}", js_reason(&js)),
    }
}

fn unavailable(e: Error) -> StorageError {
    StorageErrorKind::Unavailable { reason: reason(e) }.into()
}

fn failed(e: Error) -> StorageError {
    StorageErrorKind::WriteFailed { reason: reason(e) }.into()
}

/// Opens the database, creating its store on a first visit.
pub async fn open() -> Result<Database, StorageError> {
    let factory = Factory::new().map_err(unavailable)?;
    let mut request = factory.open(DB, Some(1)).map_err(unavailable)?;
    request.on_upgrade_needed(|event| {
        if let Ok(db) = event.database() {
            if !db.store_names().iter().any(|n| n == STORE) {
                let _ = db.create_object_store(STORE, ObjectStoreParams::new());
            }
        }
    });
    request.await.map_err(unavailable)
}

/// The next `count` sessions' records as stored, after the key `after` (from the first when
/// `None`): (key, text), the text left a JS value (a record that cannot be read is set aside
/// exactly as it is). Read in chunks, so that a large store never holds the page for long. The
/// store's own records (numeric keys, below every string) are not among them.
pub async fn read_chunk(
    db: &Database,
    after: Option<&JsValue>,
    count: u32,
) -> Result<Vec<(JsValue, JsValue)>, StorageError> {
    let tx = db
        .transaction(&[STORE], TransactionMode::ReadOnly)
        .map_err(unavailable)?;
    let store = tx.object_store(STORE).map_err(unavailable)?;
    let range = || {
        let from = after.cloned().unwrap_or_else(|| JsValue::from_str(""));
        idb::KeyRange::lower_bound(&from, Some(after.is_some()))
            .map(|r| Some(idb::Query::KeyRange(r)))
            .map_err(unavailable)
    };
    let keys = store
        .get_all_keys(range()?, Some(count))
        .map_err(unavailable)?;
    let values = store.get_all(range()?, Some(count)).map_err(unavailable)?;
    let keys = keys.await.map_err(unavailable)?;
    let values = values.await.map_err(unavailable)?;
    Ok(keys.into_iter().zip(values).collect())
}

/// The records of these keys as stored (`None`: no record): a session's id, or one of the
/// store's own records (`crate::store::HISTORY`, `crate::store::bucket_key`).
pub async fn read(db: &Database, keys: &[JsValue]) -> Result<Vec<Option<JsValue>>, StorageError> {
    let tx = db
        .transaction(&[STORE], TransactionMode::ReadOnly)
        .map_err(unavailable)?;
    let store = tx.object_store(STORE).map_err(unavailable)?;
    let mut requests = Vec::with_capacity(keys.len());
    for key in keys {
        requests.push(store.get(key.clone()).map_err(unavailable)?);
    }
    let mut out = Vec::with_capacity(keys.len());
    for request in requests {
        out.push(request.await.map_err(unavailable)?);
    }
    Ok(out)
}

/// The keys of session ids.
pub fn keys(ids: &[String]) -> Vec<JsValue> {
    ids.iter().map(|id| JsValue::from_str(id)).collect()
}

/// One readwrite transaction: the records of `keys` are read, `decide` is given each (its
/// index in `keys` and the stored text) and says what to write — (key, `Some(text)`) to put,
/// (key, `None`) to delete —, then once more with `keys.len()` and `None` for what depends on
/// all of them (the index, the history), and the transaction is awaited to its commit.
/// Another tab's save of the same records waits for this one (IndexedDB runs overlapping
/// readwrite transactions one after the other), so a read and its write see no other write
/// between.
pub async fn save(
    db: &Database,
    keys: &[JsValue],
    // `dyn`: one copy of this function's state machine in the bundle, not one per caller.
    decide: &mut dyn FnMut(usize, Option<JsValue>) -> Vec<(JsValue, Option<String>)>,
) -> Result<(), StorageError> {
    let tx = db
        .transaction(&[STORE], TransactionMode::ReadWrite)
        .map_err(failed)?;
    let store = tx.object_store(STORE).map_err(failed)?;
    let mut requests = Vec::with_capacity(keys.len());
    for key in keys {
        requests.push(store.get(key.clone()).map_err(failed)?);
    }
    let mut results = Vec::with_capacity(keys.len() + 1);
    for request in requests {
        results.push(Some(request.await.map_err(failed)?));
    }
    results.push(None);
    for (i, stored) in results.into_iter().enumerate() {
        for (key, text) in decide(i, stored.flatten()) {
            match text {
                Some(text) => drop(
                    store
                        .put(&JsValue::from_str(&text), Some(&key))
                        .map_err(failed)?,
                ),
                None => drop(store.delete(key).map_err(failed)?),
            }
        }
    }
    match tx.await.map_err(failed)? {
        idb::TransactionResult::Committed => Ok(()),
        idb::TransactionResult::Aborted => Err(StorageErrorKind::WriteFailed {
            reason: "the transaction was aborted".to_owned(),
        }
        .into()),
    }
}
