//! The scorecard: one row per hand, one column per player with running totals; the names
//! and totals stay at the top while the hands scroll. A row opens its breakdown.
//!
//! A long evening has hundreds of hands: the screen that owns the table passes only the most
//! recent [`RECENT_ROWS`] (with `first`, the index of the first one) and a button shows them
//! all, so a new hand costs the same with 10 hands or 1,000.
//!
//! The rows are most of the screen's DOM (33 nodes a row) and the table is drawn anew each time
//! a hand is confirmed (the entry screen replaces it meanwhile). Built node by node from wasm
//! they cost more than the rest of the screen; so the body of the table is written as HTML
//! (every text escaped) in one call, and its buttons answer through one listener on the body
//! (`data-hand`, `data-show-all`). Opening or closing a hand only changes the two rows
//! concerned, so the focused button stays.

use std::cell::RefCell;
use std::fmt::Write;
use std::rc::Rc;

use yew::prelude::*;

use crate::ui::i18n::{column_names, short_names};

use super::el::{pressed, tab_across, OPEN_ROW, SHEET_FIRST};
use crate::ui::i18n::{colon, int, int_len, show_all_hands, signed, signed_len, Lang, T};

/// How many hands the scorecard shows until "show all" is pressed.
pub const RECENT_ROWS: usize = 30;

/// From this many characters ("-1,550"), a number may not fit its column at its full size on
/// a narrow screen: the table says how long its longest is (`digits-N`).
const LONG_NUMBER: usize = 5;

/// The index of the first hand shown out of `hands`: every hand when `all` is set, else
/// the most recent [`RECENT_ROWS`].
pub fn first_shown(hands: usize, all: bool) -> usize {
    if all {
        0
    } else {
        hands.saturating_sub(RECENT_ROWS)
    }
}

/// One hand as the table shows it (numbers from the core's scorecard).
#[derive(Clone, Debug, PartialEq)]
pub struct RowView {
    /// The hand's number as on the score sheet; `None` for a penalty, which is no deal.
    pub number: Option<usize>,
    /// "Alice Garde, fait de 6".
    pub summary: String,
    /// The summary as the narrow column shows it, with long names by their first word
    /// (`i18n::short_names`), when that differs; the row's accessible name keeps `summary`.
    pub short_summary: Option<String>,
    /// The dealer's seat.
    pub dealer: usize,
    pub deltas: Vec<i64>,
    pub totals: Vec<i64>,
    /// The hand could not be scored.
    pub invalid: bool,
}

#[derive(Properties, PartialEq, Clone)]
pub struct ScoreTableProps {
    pub lang: Lang,
    pub names: Vec<String>,
    /// The hands shown, in order: `rows[0]` is hand `first` (0-based).
    pub rows: Vec<RowView>,
    /// The index of the first hand in `rows`; the earlier hands are hidden.
    #[prop_or_default]
    pub first: usize,
    /// Shows the hidden hands (the button appears when `first` > 0).
    #[prop_or_default]
    pub on_show_all: Option<Callback<()>>,
    pub totals: Vec<i64>,
    /// Who deals the next hand.
    pub dealer: usize,
    /// The seats with the highest total.
    pub leaders: Vec<usize>,
    /// The mouches pools on the table ("45 + 45"), when the rules have them.
    #[prop_or_default]
    pub pools: Option<AttrValue>,
    /// The hand whose breakdown is open.
    pub open: Option<usize>,
    /// Opens a hand; without it (a shared, read-only scorecard) the rows are text, not
    /// buttons.
    #[prop_or_default]
    pub on_open: Option<Callback<usize>>,
}

#[component]
pub fn ScoreTable(props: &ScoreTableProps) -> Html {
    let lang = props.lang;
    // Someone leads once a hand was played, unless every player has the same total (after a
    // first hand that all passed, every header said "leader").
    let lead_shown = (!props.rows.is_empty() || props.first > 0)
        && crate::core::stats::singles_out(props.leaders.len(), props.names.len());
    let first = props.first;
    let body = use_node_ref();
    // What the body of the table shows, to change only what differs; and the rows it will
    // show once the frame is painted (see `Body::fill`).
    let shown = use_mut_ref(|| None::<Body>);
    let later = use_mut_ref(|| None::<String>);
    {
        let body = body.clone();
        let next = Body {
            lang,
            names: props.names.clone(),
            first,
            rows: props.rows.clone(),
            open: props.open,
            show_all: props.on_show_all.is_some(),
            read_only: props.on_open.is_none(),
        };
        use_effect_with(next, move |next| {
            if let Some(tbody) = body.cast::<web_sys::Element>() {
                let mut shown = shown.borrow_mut();
                match shown.as_ref() {
                    None => next.fill(&tbody, &later),
                    Some(old) => {
                        append_later(&tbody, &later);
                        next.update(&tbody, old);
                    }
                }
                *shown = Some(next.clone());
                rove(&tbody, None);
            }
        });
    }
    let onclick = {
        let on_open = props.on_open.clone();
        let on_show_all = props.on_show_all.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(button) = e
                .target_dyn_into::<web_sys::Element>()
                .and_then(|t| t.closest("button").ok().flatten())
            else {
                return;
            };
            if button.has_attribute("data-show-all") {
                if let Some(cb) = &on_show_all {
                    cb.emit(());
                }
            } else if let Some(k) = button
                .get_attribute("data-hand")
                .and_then(|k| k.parse().ok())
            {
                if let Some(on_open) = &on_open {
                    on_open.emit(k);
                }
            }
        })
    };
    let onkeydown = {
        let into_sheet = tab_across(false, OPEN_ROW, SHEET_FIRST);
        Callback::from(move |e: KeyboardEvent| {
            step_rows(&e);
            into_sheet.emit(e);
        })
    };
    // The longest number the table writes: a long evening's ("-11 520") are drawn smaller at
    // 360 px, to stay in their columns (`digits-N`, static/style.css), not run into the next.
    let mut longest = props.totals.iter().map(|&t| int_len(t)).max().unwrap_or(0);
    for r in &props.rows {
        for (&t, &d) in r.totals.iter().zip(&r.deltas) {
            longest = longest.max(int_len(t)).max(signed_len(d));
        }
    }
    // More than five players, or numbers that would be drawn below 10 px in their columns at
    // 360 px: the table scrolls sideways in its own region, at full size.
    let wide = props.names.len() > 5 || longest > readable_chars(props.names.len());
    let digits = (!wide && longest >= LONG_NUMBER).then(|| format!("digits-{longest}"));
    let upright = upright_names(&props.names).then_some("upright");
    let table = html! {
        <table class={classes!("scorecard", format!("players-{}", props.names.len()), digits, upright)}>
            <caption class="sr-only">{ T::Scorecard.text(lang) }</caption>
            <thead>
                <tr>
                    <th scope="col" class="hand-col">{ T::Hand.text(lang) }</th>
                    { for props.names.iter().zip(column_names(&props.names)).enumerate().map(|(i, (n, seen))| {
                        let dealer = i == props.dealer;
                        let lead = lead_shown && props.leaders.contains(&i);
                        html! {
                            <th scope="col" class={classes!("player", lead.then_some("leader"))}>
                                if let Some(seen) = seen {
                                    <span class="name" aria-hidden="true">{ seen }</span>
                                    <span class="sr-only">{ n.clone() }</span>
                                } else {
                                    <span class="name">{ n.clone() }</span>
                                }
                                if dealer {
                                    <span class="badge dealer-badge">{ T::CurrentDealer.text(lang) }</span>
                                }
                                if lead {
                                    <span class="badge leader-badge">{ T::Leader.text(lang) }</span>
                                }
                            </th>
                        }
                    }) }
                </tr>
                <tr class="totals">
                    <th scope="row">{ T::Totals.text(lang) }</th>
                    { for props.totals.iter().enumerate().map(|(i, t)| html! {
                        <td data-testid={format!("total-{i}")}
                            class={classes!("num", (lead_shown && props.leaders.contains(&i)).then_some("leader"))}>
                            { int(lang, *t) }
                        </td>
                    }) }
                </tr>
                if let Some(p) = &props.pools {
                    <tr class="pools-row">
                        <th scope="row">{ T::Pools.text(lang) }</th>
                        <td colspan={props.names.len().to_string()} data-testid="pools">{ p.clone() }</td>
                    </tr>
                }
            </thead>
            <tbody ref={body} {onclick} {onkeydown} onfocusin={Callback::from(uncover)}></tbody>
        </table>
    };
    match wide {
        true => html! {
            <div class="games-wide" tabindex="0" role="region" aria-label={T::ScorecardScrolls.text(lang)}>
                { table }
            </div>
        },
        false => table,
    }
}

/// The most characters a number may have in a player's column of a 360 px screen, drawn at
/// 10 px at least (static/style.css: `--fit`, a character .64 em): 17 with two players, 11
/// with three, 8 with four, 7 with five.
fn readable_chars(players: usize) -> usize {
    // A column in tenths of a pixel: (360 − 24) × the players' share of the table, less
    // its padding.
    let share = if players == 5 { 74 } else { 70 };
    let column = (3360 * share / 100) / players.max(1) - 48;
    column / 64
}

/// Whether the players' names stand upright in the header on a phone (`upright`,
/// static/style.css): with five players always, with fewer when the longest name is more
/// than a column holds across at 360 px, its widest letters drawn in bold (10 letters with
/// two players, 6 with three, 4 with four: short numbers leave the hand's column 34% or 36%,
/// static/style.css). Across, "Jean-Baptiste" and "Jean-Pierre" were both "Jean…" with four
/// players, and "Bruno" was "Bru…" (QA); upright, each shows about 16 letters.
pub fn upright_names(names: &[String]) -> bool {
    let across = match names.len() {
        0..=2 => 10,
        3 => 6,
        4 => 4,
        _ => return true,
    };
    names.iter().any(|n| n.trim().chars().count() > across)
}

/// The body of the table as shown: the rows and what their HTML depends on.
#[derive(Clone, PartialEq)]
struct Body {
    lang: Lang,
    /// The players' names, in seat order (a column each).
    names: Vec<String>,
    first: usize,
    rows: Vec<RowView>,
    open: Option<usize>,
    show_all: bool,
    /// Rows as text, not buttons (nothing opens them).
    read_only: bool,
}

impl Body {
    /// Whether `other` shows the same rows, whichever hand is open.
    fn same_rows(&self, other: &Body) -> bool {
        self.lang == other.lang
            && self.names == other.names
            && self.first == other.first
            && self.show_all == other.show_all
            && self.read_only == other.read_only
            && self.rows == other.rows
    }

    /// Fills the empty `tbody` of a screen just opened (at its top: the frame scrolls there):
    /// the rows one screen can show at once now, the others once that frame is painted, kept
    /// in `later` until then. A new screen's style and layout cost the same per row whether
    /// the row is on screen or far below it, and a long evening's scorecard is most of them:
    /// the totals and the first rows show that much sooner after "Confirm".
    ///
    /// How many rows one screen shows is measured: the first [`MEASURED_ROWS`] are written,
    /// and where they end and how tall they are (a layout of the screen, which its
    /// frame would do anyway) tell how many more reach the bottom of the screen. At 360 px a
    /// row is two to four lines: a count from the smallest row (48 px, its button) wrote
    /// three times as many rows as the screen shows.
    fn fill(&self, tbody: &web_sys::Element, later: &Rc<RefCell<Option<String>>>) {
        let mut html = self.html();
        let rest = nth_row(&html, MEASURED_ROWS).map(|at| html.split_off(at));
        tbody.set_inner_html(&html);
        let rest = rest.and_then(|mut rest| {
            let more = rows_to_screen_bottom(tbody);
            let after = nth_row(&rest, more).map(|at| rest.split_off(at));
            let _ = tbody.insert_adjacent_html("beforeend", &rest);
            after
        });
        *later.borrow_mut() = rest;
        if later.borrow().is_some() {
            let (tbody, later) = (tbody.clone(), later.clone());
            wasm_bindgen_futures::spawn_local(async move {
                crate::ui::hooks::after_paint().await;
                append_later(&tbody, &later);
            });
        }
    }

    /// Brings `tbody` from `old` (what it shows, every row written) to this.
    fn update(&self, tbody: &web_sys::Element, old: &Body) {
        if old.same_rows(self) {
            // Only the open hand changed: the two rows concerned, nothing rebuilt.
            for k in [old.open, self.open].into_iter().flatten() {
                let Some(row) = k.checked_sub(self.first).and_then(|i| self.rows.get(i)) else {
                    continue;
                };
                let selector = format!("button[data-hand=\"{k}\"]");
                if let Ok(Some(button)) = tbody.query_selector(&selector) {
                    let open = self.open == Some(k);
                    let _ = button.set_attribute("aria-expanded", pressed(open));
                    if let Ok(Some(tr)) = button.closest("tr") {
                        let _ = tr.set_attribute("class", row_class(open, row.invalid));
                        if open {
                            reveal(&tr);
                        }
                    }
                }
            }
            return;
        }
        if !self.extend(tbody, old) {
            tbody.set_inner_html(&self.html());
        }
    }

    /// Whether the "show all" row leads the body.
    fn has_show_all(&self) -> bool {
        self.show_all && self.first > 0
    }

    /// Brings `tbody` from `old` to this by taking rows off its top and adding rows at its
    /// end, when that is the change: a hand added on the scorecard itself (a hand not played,
    /// a penalty, a redo; a long evening's oldest shown hand goes as the new one comes). The
    /// rows kept are not written again. Whether it could.
    fn extend(&self, tbody: &web_sys::Element, old: &Body) -> bool {
        let Some(gone) = self.first.checked_sub(old.first) else {
            return false;
        };
        let kept = old.rows.get(gone..).unwrap_or_default();
        let same = self.lang == old.lang
            && self.names == old.names
            && self.show_all == old.show_all
            && self.read_only == old.read_only
            && self.open == old.open
            && self.has_show_all() == old.has_show_all()
            && self.rows.starts_with(kept);
        if !same {
            return false;
        }
        if self.has_show_all() {
            if let Ok(Some(button)) = tbody.query_selector("[data-show-all]") {
                button.set_text_content(Some(&show_all_hands(
                    self.lang,
                    self.first + self.rows.len(),
                )));
            }
        }
        for _ in 0..gone {
            if let Ok(Some(row)) = tbody.query_selector("tr:not(.show-all-row)") {
                let _ = tbody.remove_child(&row);
            }
        }
        let mut html = String::new();
        self.rows_html(&mut html, kept.len());
        let _ = tbody.insert_adjacent_html("beforeend", &html);
        true
    }

    /// The rows as HTML, exactly as the table's markup would have them.
    fn html(&self) -> String {
        let lang = self.lang;
        let cols = self.names.len();
        let mut out = String::with_capacity(160 + self.rows.len() * (200 + 90 * cols));
        if self.has_show_all() {
            let _ = write!(
                out,
                "<tr class=\"show-all-row\"><td colspan=\"{}\"><button type=\"button\" \
                 class=\"show-all\" data-testid=\"show-all-hands\" data-show-all=\"\">",
                cols + 1
            );
            escape(
                &mut out,
                &show_all_hands(lang, self.first + self.rows.len()),
            );
            out.push_str("</button></td></tr>");
        }
        self.rows_html(&mut out, 0);
        out
    }

    /// Writes the rows from `rows[from]` on to `out`, as [`Body::html`] does.
    fn rows_html(&self, out: &mut String, from: usize) {
        let lang = self.lang;
        let hand = T::Hand.text(lang);
        let dealer = T::Dealer.text(lang);
        // The dealer too is shown by a long name's first word.
        let short = short_names(&self.names);
        let seat = |names: &[String], i: usize| {
            format!("{dealer} {}", names.get(i).map_or("", |n| n.as_str()))
        };
        for (i, r) in self.rows.iter().enumerate().skip(from) {
            let k = self.first + i;
            let open = self.open == Some(k);
            out.push_str("<tr");
            let class = row_class(open, r.invalid);
            if !class.is_empty() {
                let _ = write!(out, " class=\"{class}\"");
            }
            if self.read_only {
                out.push_str("><th scope=\"row\" class=\"hand-col\"><div class=\"row-button\">");
            } else {
                let _ = write!(
                    out,
                    "><th scope=\"row\" class=\"hand-col\"><button type=\"button\" \
                     class=\"row-button\" tabindex=\"-1\" aria-expanded=\"{open}\" \
                     data-hand=\"{k}\">"
                );
            }
            // A penalty is no deal: no number (its summary says "Penalty"), no dealer.
            if let Some(n) = r.number {
                // The number for the eye; "Hand 4: " said in one piece (split around the
                // number, the name read "Hand 4 : ").
                let _ = write!(
                    out,
                    "<span class=\"hand-no\"><span aria-hidden=\"true\">{n}</span>\
                     <span class=\"sr-only\">"
                );
                escape(out, &format!("{hand} {n}{}", colon(lang)));
                out.push_str("</span></span>");
            } else {
                out.push_str("<span class=\"hand-no\" aria-hidden=\"true\">–</span>");
            }
            // A space: on a phone the summary runs after the number, and its first word
            // goes to the next line rather than being broken beside it (the CSS).
            out.push_str(" <span class=\"hand-sum\">");
            seen_and_said(out, r.short_summary.as_deref(), &r.summary);
            out.push_str("</span>");
            if r.number.is_some() {
                out.push_str("<span class=\"hand-dealer\">");
                seen_and_said(
                    out,
                    Some(&seat(&short, r.dealer)),
                    &seat(&self.names, r.dealer),
                );
                out.push_str("</span>");
            }
            out.push_str(if self.read_only {
                "</div></th>"
            } else {
                "</button></th>"
            });
            for (t, d) in r.totals.iter().zip(&r.deltas) {
                out.push_str("<td class=\"num\"><span class=\"total\">");
                escape(out, &int(lang, *t));
                out.push_str(if *d < 0 {
                    "</span><span class=\"delta neg\">"
                } else {
                    "</span><span class=\"delta\">"
                });
                escape(out, &signed(lang, *d));
                out.push_str("</span></td>");
            }
            out.push_str("</tr>");
        }
    }
}

/// `said`, escaped; or, when the eye is shown something shorter (`seen`), that for the eye
/// and `said` for the screen reader.
fn seen_and_said(out: &mut String, seen: Option<&str>, said: &str) {
    match seen {
        Some(seen) if seen != said => {
            out.push_str("<span aria-hidden=\"true\">");
            escape(out, seen);
            out.push_str("</span><span class=\"sr-only\">");
            escape(out, said);
            out.push_str("</span>");
        }
        _ => escape(out, said),
    }
}

/// The rows [`Body::fill`] writes before it measures: enough to tell a row's height.
const MEASURED_ROWS: usize = 2;

/// How many more rows `tbody` needs for its rows to reach the bottom of the screen as it will
/// be drawn, at the top of the page (the frame scrolls a new screen there): from where its
/// rows end and how tall they are, with room for rows shorter than those (a shorter
/// summary, fewer lines) and one row more.
fn rows_to_screen_bottom(tbody: &web_sys::Element) -> usize {
    let Some(window) = web_sys::window() else {
        return 0;
    };
    let screen = super::el::window_height(&window);
    let rows = tbody.get_bounding_client_rect();
    // Where the rows end on the page, whatever the page's scroll before the frame's.
    let bottom = rows.bottom() + window.scroll_y().unwrap_or(0.0);
    let step = (rows.height() / MEASURED_ROWS as f64 * 0.6).max(48.0);
    ((screen - bottom).max(0.0) / step).ceil() as usize + 1
}

/// Where the `n`th row of the body's HTML starts (the "show all" row counted), if it has one.
fn nth_row(html: &str, n: usize) -> Option<usize> {
    html.match_indices("<tr").nth(n).map(|(at, _)| at)
}

/// Writes the rows kept for later ([`Body::fill`]) at the end of `tbody`, if any are left.
fn append_later(tbody: &web_sys::Element, later: &RefCell<Option<String>>) {
    if let Some(rows) = later.borrow_mut().take() {
        let _ = tbody.insert_adjacent_html("beforeend", &rows);
    }
}

/// Scrolls the page so that an opened hand's row shows between the names and totals (they
/// stay at the top, under the app bar) and the hand's sheet (it stays at the bottom), when
/// the screen has room for it: the sheet never hides the row the player tapped, nor the
/// totals.
fn reveal(tr: &web_sys::Element) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let find = |s: &str| {
        window
            .document()
            .and_then(|d| d.query_selector(s).ok().flatten())
            .map(|e| e.get_bounding_client_rect())
    };
    let (Some(head), Some(sheet), Some(bar)) = (
        find(".scorecard thead"),
        find(".hand-detail"),
        find(".app-bar"),
    ) else {
        return;
    };
    let row = tr.get_bounding_client_rect();
    let shift = reveal_shift(
        (row.top(), row.bottom()),
        (head.top(), head.bottom()),
        bar.bottom(),
        sheet.top(),
    );
    if shift != 0.0 {
        window.scroll_by_with_x_and_y(0.0, shift);
    }
}

/// The hands' rows are one stop of the Tab key, not one each: with thirty hands shown,
/// "New hand" was thirty-one Tabs away (QA). The row last focused, else the first, is in the
/// Tab order (`tabindex` 0, the others -1); the arrow keys go from row to row
/// ([`step_rows`]). `to`: the row just focused; `None` after the rows were written, to give
/// the Tab key a row again if the one it had is gone.
fn rove(tbody: &web_sys::Element, to: Option<&web_sys::Element>) {
    let current = tbody
        .query_selector(".row-button[tabindex=\"0\"]")
        .ok()
        .flatten();
    let to = match to {
        Some(to) => to.clone(),
        None if current.is_some() => return,
        None => match tbody.query_selector(".row-button").ok().flatten() {
            Some(first) => first,
            None => return,
        },
    };
    if let Some(current) = current.filter(|c| *c != to) {
        let _ = current.set_attribute("tabindex", "-1");
    }
    let _ = to.set_attribute("tabindex", "0");
}

/// Up and Down go to the row above and below, Home and End to the first and the last
/// ([`rove`]).
fn step_rows(e: &KeyboardEvent) {
    let Some(button) = e
        .target_dyn_into::<web_sys::Element>()
        .filter(|t| t.matches(".row-button").unwrap_or(false))
    else {
        return;
    };
    let Some(rows) = button
        .closest("tbody")
        .ok()
        .flatten()
        .and_then(|b| b.query_selector_all(".row-button").ok())
    else {
        return;
    };
    let last = rows.length().saturating_sub(1);
    let at = (0..rows.length())
        .find(|&i| rows.get(i).is_some_and(|r| r.is_same_node(Some(&button))))
        .unwrap_or(0);
    let next = match e.key().as_str() {
        "ArrowUp" => at.saturating_sub(1),
        "ArrowDown" => (at + 1).min(last),
        "Home" => 0,
        "End" => last,
        _ => return,
    };
    e.prevent_default();
    if let Some(next) = rows
        .get(next)
        .and_then(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(n).ok())
    {
        let _ = next.focus();
    }
}

/// A hand's row given the focus (the arrow keys go up the rows) takes the Tab key's stop
/// ([`rove`]) and is scrolled out from under the table's head, which stays at the top while the hands scroll (QA: only the dealer's line
/// of the focused row showed under the names). The page's `scroll-padding` keeps rows clear
/// of the app bar, not of this head, whose height changes with the names.
fn uncover(e: FocusEvent) {
    let Some(target) = e.target_dyn_into::<web_sys::Element>() else {
        return;
    };
    if target.matches(".row-button").unwrap_or(false) {
        if let Ok(Some(tbody)) = target.closest("tbody") {
            rove(&tbody, Some(&target));
        }
    }
    let (Some(tr), Some(window)) = (target.closest("tr").ok().flatten(), web_sys::window()) else {
        return;
    };
    let Some(head) = tr
        .closest("table")
        .ok()
        .flatten()
        .and_then(|t| t.query_selector("thead").ok().flatten())
    else {
        return;
    };
    let under = head.get_bounding_client_rect().bottom() - tr.get_bounding_client_rect().top();
    if under > 0.0 {
        window.scroll_by_with_x_and_y(0.0, -under);
    }
}

/// How far to scroll down (up when negative) so that a row (`top`, `bottom`) lies between the
/// table's head (`head`, which scrolls up until its top meets `stuck`, then stays) and
/// `below`; 0 when it already does. A row too tall for the room, hidden under `below`, is
/// brought up to just under the head: its number and summary show.
fn reveal_shift((top, bottom): (f64, f64), head: (f64, f64), stuck: f64, below: f64) -> f64 {
    let shift = if bottom > below {
        bottom - below
    } else if top < head.1 {
        top - head.1
    } else {
        return 0.0;
    };
    // Where the head's bottom is once scrolled: it goes up with the page until stuck; a stuck
    // head stays.
    let above = if shift > 0.0 {
        (head.0 - shift).max(stuck) + (head.1 - head.0)
    } else {
        head.1
    };
    if top - shift >= above {
        shift
    } else if shift > 0.0 && top >= below {
        top - stuck - (head.1 - head.0)
    } else {
        0.0
    }
}

/// The classes of a hand's row.
fn row_class(open: bool, invalid: bool) -> &'static str {
    match (open, invalid) {
        (true, true) => "open invalid",
        (true, false) => "open",
        (false, true) => "invalid",
        (false, false) => "",
    }
}

/// Appends `text` to `out` as HTML text or attribute value.
fn escape(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_opened_row_is_scrolled_between_the_totals_and_the_sheet() {
        // The head (names and totals) at 204..278 sticks under the app bar (56); the sheet
        // starts at 294.
        let (head, bar, sheet) = ((204.0, 278.0), 56.0, 294.0);
        // Under the sheet: up until its bottom meets the sheet; the head is then stuck at
        // 56..130, above the row's top (525 - 354 = 171).
        assert_eq!(reveal_shift((525.0, 648.0), head, bar, sheet), 354.0);
        // In view: left where it is.
        assert_eq!(reveal_shift((280.0, 290.0), head, bar, sheet), 0.0);
        // Too tall for the room between the stuck head and the sheet: its top just under
        // the head (56 + 74 = 130); left where it is when its top shows already.
        assert_eq!(reveal_shift((525.0, 700.0), head, bar, sheet), 395.0);
        assert_eq!(reveal_shift((250.0, 450.0), head, bar, sheet), 0.0);
        // Under the stuck head (a long table scrolled): down until its top meets the head.
        assert_eq!(
            reveal_shift((100.0, 160.0), (56.0, 130.0), bar, sheet),
            -30.0
        );
    }

    fn row(summary: &str) -> RowView {
        RowView {
            number: Some(4),
            summary: summary.into(),
            short_summary: None,
            dealer: 1,
            deltas: vec![-62, 186],
            totals: vec![-62, 1186],
            invalid: false,
        }
    }

    #[test]
    fn the_rows_written_later_start_at_a_row() {
        let body = Body {
            lang: Lang::En,
            names: vec!["Ann".into(), "Bob <b>".into()],
            first: 3,
            rows: vec![row("<tr> one"), row("two"), row("three")],
            open: None,
            show_all: true,
            read_only: false,
        };
        let html = body.html();
        // The "show all" row, then hands 4, 5 and 6: the third row is hand 5.
        let at = nth_row(&html, 2).unwrap();
        assert!(html[at..].starts_with("<tr><th scope=\"row\" class=\"hand-col\"><button type=\"button\" class=\"row-button\" tabindex=\"-1\" aria-expanded=\"false\" data-hand=\"4\">"));
        assert_eq!(html[at..].matches("<tr").count(), 2);
        assert_eq!(nth_row(&html, 4), None);
    }

    #[test]
    fn names_stand_upright_when_a_column_cannot_hold_them_across() {
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(!upright_names(&names(&["Ana", "Bob", "Marc", "Jo"])));
        assert!(upright_names(&names(&["Ana", "Bob", "Chloé", "Denis"])));
        assert!(!upright_names(&names(&["Ana", "Bob", "Maxime"])));
        assert!(upright_names(&names(&["Ana", "Bob", "Maximin"])));
        assert!(!upright_names(&names(&["Marie-Jean", "Bob"])));
        assert!(upright_names(&names(&["Marie-Claude", "Bob"])));
        assert!(upright_names(&names(&["A", "B", "C", "D", "E"])));
    }

    #[test]
    fn a_penalty_row_has_no_number_and_no_dealer() {
        let penalty = RowView {
            number: None,
            ..row("Penalty: Bob -100")
        };
        let body = Body {
            lang: Lang::En,
            names: vec!["Ann".into(), "Bob <b>".into()],
            first: 0,
            rows: vec![penalty],
            open: None,
            show_all: false,
            read_only: false,
        };
        let html = body.html();
        assert!(html.contains(
            "data-hand=\"0\"><span class=\"hand-no\" aria-hidden=\"true\">–</span> \
             <span class=\"hand-sum\">Penalty: Bob -100</span></button>"
        ));
        assert!(!html.contains("Hand "));
        assert!(!html.contains("Dealer"));
    }

    #[test]
    fn read_only_rows_are_text_and_long_names_are_shown_short() {
        let shortened = RowView {
            short_summary: Some("Marie Garde, made by 6".into()),
            dealer: 0,
            ..row("Marie-Christine Dupont Garde, made by 6")
        };
        let body = Body {
            lang: Lang::En,
            names: vec!["Marie-Christine Dupont".into(), "Bob <b>".into()],
            first: 3,
            rows: vec![shortened],
            open: None,
            show_all: false,
            read_only: true,
        };
        assert_eq!(
            body.html(),
            "<tr><th scope=\"row\" class=\"hand-col\"><div class=\"row-button\"><span class=\"hand-no\">\
             <span aria-hidden=\"true\">4</span><span class=\"sr-only\">Hand 4: </span></span> \
             <span class=\"hand-sum\"><span aria-hidden=\"true\">Marie Garde, made by 6</span>\
             <span class=\"sr-only\">Marie-Christine Dupont Garde, made by 6</span></span>\
             <span class=\"hand-dealer\"><span aria-hidden=\"true\">Dealer Marie-Christine</span>\
             <span class=\"sr-only\">Dealer Marie-Christine Dupont</span></span></div></th>\
             <td class=\"num\"><span class=\"total\">-62</span><span class=\"delta neg\">-62</span></td>\
             <td class=\"num\"><span class=\"total\">1,186</span><span class=\"delta\">+186</span></td></tr>"
        );
    }

    #[test]
    fn rows_as_html_escape_every_text() {
        let body = Body {
            lang: Lang::En,
            names: vec!["Ann".into(), "Bob <b>".into()],
            first: 3,
            rows: vec![row("Al & \"Jo\" <script>")],
            open: Some(3),
            show_all: true,
            read_only: false,
        };
        assert_eq!(
            body.html(),
            "<tr class=\"show-all-row\"><td colspan=\"3\"><button type=\"button\" class=\"show-all\" \
             data-testid=\"show-all-hands\" data-show-all=\"\">Show all 4 hands</button></td></tr>\
             <tr class=\"open\"><th scope=\"row\" class=\"hand-col\"><button type=\"button\" \
             class=\"row-button\" tabindex=\"-1\" aria-expanded=\"true\" data-hand=\"3\"><span class=\"hand-no\">\
             <span aria-hidden=\"true\">4</span><span class=\"sr-only\">Hand 4: </span></span> \
             <span class=\"hand-sum\">Al &amp; &quot;Jo&quot; &lt;script&gt;</span>\
             <span class=\"hand-dealer\">Dealer Bob &lt;b&gt;</span></button></th>\
             <td class=\"num\"><span class=\"total\">-62</span><span class=\"delta neg\">-62</span></td>\
             <td class=\"num\"><span class=\"total\">1,186</span><span class=\"delta\">+186</span></td></tr>"
        );
    }
}
