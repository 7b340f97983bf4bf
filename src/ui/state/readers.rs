//! Reading what the UI keeps in storage (its own format, see docs/storage.md). Leniently: a
//! missing field takes its default, so a reload after an update comes back to the screen.

use crate::core::json::{self, Error as JsonError, Fields, FromJson, Json};
use crate::session::Session;
use crate::{json_enum, json_struct};

use super::{AppState, Draft, DraftKind, Notice, Sessions, Setup, Theme, View};

/// A plain list of sessions, shared once read.
impl FromJson for Sessions {
    fn from_json(value: &Json) -> Result<Self, JsonError> {
        Vec::<Session>::from_json(value).map(Sessions::from)
    }
}

json_enum!(Theme { "system" => System, "light" => Light, "dark" => Dark });
json_enum!(DraftKind { "played" => Played, "goulash" => Goulash });
json_enum!(Notice { "session_deleted" => SessionDeleted, "hand_deleted" => HandDeleted });

json_struct!(Setup from_default {
    names,
    first_dealer,
    preset,
    options,
    round_to_ten,
    rounds,
    game,
    tarocchi,
});
json_struct!(Draft from_default {
    editing,
    kind,
    taker,
    contract,
    partner,
    side,
    points,
    cards,
    counting,
    oudlers,
    bonuses_open,
    petit_au_bout,
    petit_au_bout_seat,
    poignees,
    slam,
    petit_slam,
    miseres,
    goulash,
});

/// Tagged by `"screen"`, the variant's fields beside the tag.
impl FromJson for View {
    fn from_json(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::tagged(value, "screen")?;
        let screen = json::tag_of(&fields, "screen")?;
        let variant = json::variant(
            screen,
            &[
                ("home", 0),
                ("setup", 1),
                ("table", 2),
                ("entry", 3),
                ("counter", 4),
            ],
        )
        .map_err(|e| e.at("screen"))?;
        Ok(match variant {
            0 => View::Home,
            1 => View::Setup,
            2 => View::Table {
                session: fields.req("session")?,
                open: fields.or_default("open")?,
            },
            3 => View::Entry {
                session: fields.req("session")?,
            },
            _ => View::Counter {
                session: fields.or_default("session")?,
            },
        })
    }
}

/// The whole state, as the round-trip test writes it (the app keeps only [`Screen`]).
///
/// [`Screen`]: crate::ui::persist::Screen
impl FromJson for AppState {
    fn from_json(value: &Json) -> Result<Self, JsonError> {
        let o = Fields::of(value)?;
        Ok(AppState {
            lang: o.or_default("lang")?,
            theme: o.or_default("theme")?,
            sessions: o.or_default("sessions")?,
            names: o.or_default("names")?,
            view: o.or_default("view")?,
            setup: o.or_default("setup")?,
            draft: o.or_default("draft")?,
            game_draft: o.or_default("game_draft")?,
            past: o.or_default("past")?,
            future: o.or_default("future")?,
            notice: o.or_default("notice")?,
            checked: Default::default(),
        })
    }
}
