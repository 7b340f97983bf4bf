//! One component per file. Screens (`*_screen`) read the state with `use_app`; every other
//! component is a leaf that takes props and `on_*` callbacks. Parts without hooks of their own
//! are plain functions rather than components (the setup and entry screens take the app's
//! context from the frame; choice groups, the keypad, the preview, … take a props struct):
//! each component costs the bundle its lifecycle and props plumbing. `el` holds the markup
//! they share (buttons, toggles, check boxes).
//!

pub mod bonuses;
pub mod card_grid;
pub mod chart;
pub mod choice_group;
pub mod counter_screen;
pub mod el;
pub mod entry_screen;
pub mod frame;
pub mod freeform_entry;
pub mod game_entry;
pub mod game_over;
pub mod game_table;
pub mod hand_detail;
pub mod home_screen;
pub mod keypad;
pub mod notice_bar;
pub mod penalty;
pub mod players_screen;
pub mod preview;
pub mod rating_chart;
pub mod recap;
pub mod recap_screen;
pub mod score_table;
pub mod session_card;
pub mod setup_screen;
pub mod share_dialog;
pub mod share_view;
pub mod stats_table;
pub mod storage_alert;
pub mod storage_tools;
pub mod table_screen;
pub mod tarocchi_entry;
pub mod tarocchi_options;
pub mod top_bar;
pub mod undo_bar;
pub mod update_banner;
