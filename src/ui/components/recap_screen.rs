//! The recap of a game (issue #16), when its rounds are played or the evening ends: the final
//! standings ([`game_over`]), the highlights drawn from the hands (`core::recap`), and an
//! image of it all drawn in a canvas from its [`layout`], shared as a file through Web Share
//! where the browser can, downloaded otherwise; the scorecard's link is shared as on the
//! table (the share dialog).

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};
use yew::prelude::*;

use super::el::{button, send};
use super::game_over::{game_over, GameOverProps};
use super::home_screen::local_ms;
use super::recap::{layout, Align, RecapText, Shape, Tone, WIDTH};
use super::share_dialog::ShareDialog;
use crate::core::recap::{biggest_gain, highlights, Highlights};
use crate::core::stats::standings;
use crate::session::Session;
use crate::ui::hooks::use_app;
use crate::ui::i18n::players::{best_run, biggest_hand, boldest, most_takes, P};
use crate::ui::i18n::{colon, date, hands_count, signed, Lang, T};
use crate::ui::state::{scorecard_of, Action, View};

/// What the recap shows of a session: its final totals, its number of hands and the
/// highlights as (what, who and how much), in the order the issue lists them.
struct Recap {
    totals: Vec<i64>,
    hands: usize,
    lines: Vec<(String, String)>,
    /// The game reached its number of hands.
    over: bool,
}

fn recap_of(lang: Lang, s: &Session) -> Option<Recap> {
    let (totals, over, h) = match scorecard_of(s) {
        Some(card) => (card.totals.clone(), card.finished, highlights(card)),
        // Tarocchi, free-form: the standings and the biggest hand.
        None => {
            let t = s.table().ok()?;
            let biggest_hand = biggest_gain(&t.rows);
            (
                t.totals,
                false,
                Highlights {
                    biggest_hand,
                    ..Highlights::default()
                },
            )
        }
    };
    // Deals, as the home list counts them: a penalty row is none.
    let hands = crate::core::games::deals(&s.hands);
    let names = &s.players;
    let mut lines = Vec::new();
    let mut add = |what: P, said: Option<String>| {
        if let Some(said) = said {
            lines.push((what.text(lang).to_owned(), said));
        }
    };
    add(
        P::BiggestHand,
        h.biggest_hand
            .as_ref()
            .map(|x| biggest_hand(lang, names, x)),
    );
    add(
        P::MostTakes,
        h.most_takes.as_ref().map(|x| most_takes(lang, names, x)),
    );
    add(P::Boldest, h.boldest.map(|x| boldest(lang, names, x)));
    add(
        P::BestRun,
        h.best_run.as_ref().map(|x| best_run(lang, names, x)),
    );
    Some(Recap {
        totals,
        hands,
        lines,
        over,
    })
}

/// What the image says.
fn recap_text(lang: Lang, s: &Session, r: &Recap) -> RecapText {
    RecapText {
        title: s
            .name
            .clone()
            .unwrap_or_else(|| P::Recap.text(lang).to_owned()),
        subtitle: format!(
            "{} · {}",
            date(lang, local_ms(s.created)),
            hands_count(lang, r.hands)
        ),
        standings: standings(&r.totals)
            .iter()
            .map(|x| {
                (
                    x.rank,
                    s.players[x.seat].trim().to_owned(),
                    signed(lang, x.total),
                )
            })
            .collect(),
        podium_title: P::Podium.text(lang).to_owned(),
        standings_title: T::FinalStandings.text(lang).to_owned(),
        highlights_title: P::Highlights.text(lang).to_owned(),
        highlights: r.lines.clone(),
        footer: "Tarot Companion".to_owned(),
    }
}

/// The image's colours: light, whatever the app's theme (it is read in a chat).
fn colour(tone: Tone) -> &'static str {
    match tone {
        Tone::Background => "#fdfaf3",
        Tone::Ink => "#1d2a24",
        Tone::Muted => "#4f5d56",
        Tone::Gold => "#e8c15a",
        Tone::Silver => "#c9cfd4",
        Tone::Bronze => "#d9a074",
        Tone::Band => "#efe8d8",
    }
}

/// Paints the shapes on the canvas.
#[inline(never)]
fn paint(canvas: &HtmlCanvasElement, shapes: &[Shape]) -> Option<()> {
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    for shape in shapes {
        match shape {
            Shape::Rect { x, y, w, h, tone } => {
                ctx.set_fill_style_str(colour(*tone));
                ctx.fill_rect(*x, *y, *w, *h);
            }
            Shape::Text {
                x,
                y,
                size,
                bold,
                align,
                tone,
                max_width,
                text,
            } => {
                let weight = if *bold { "700" } else { "400" };
                ctx.set_font(&format!("{weight} {size}px system-ui, sans-serif"));
                ctx.set_text_align(match align {
                    Align::Left => "left",
                    Align::Center => "center",
                    Align::Right => "right",
                });
                ctx.set_fill_style_str(colour(*tone));
                let _ = ctx.fill_text_with_max_width(text, *x, *y, *max_width);
            }
        }
    }
    Some(())
}

const FILE: &str = "tarot-recap.png";

/// Saves the image as a file: an `<a download>` clicked.
#[inline(never)]
fn download(canvas: &HtmlCanvasElement) -> Option<()> {
    let url = canvas.to_data_url().ok()?;
    let a: web_sys::HtmlElement = web_sys::window()?
        .document()?
        .create_element("a")
        .ok()?
        .dyn_into()
        .ok()?;
    a.set_attribute("href", &url).ok()?;
    a.set_attribute("download", FILE).ok()?;
    a.click();
    Some(())
}

/// Shares the image as a PNG file where the browser can share files; downloads it
/// otherwise, or when the share is refused. `done` hears which (or nothing when the player
/// closed the share sheet).
#[inline(never)]
fn share(canvas: HtmlCanvasElement, title: String, done: Callback<P>) {
    let nav = match web_sys::window() {
        Some(w) => w.navigator(),
        None => return,
    };
    let can_share = js_sys::Reflect::has(&nav, &JsValue::from_str("canShare")).unwrap_or(false);
    if !can_share {
        if download(&canvas).is_some() {
            done.emit(P::ImageSaved);
        }
        return;
    }
    let c = canvas.clone();
    let got = wasm_bindgen::closure::Closure::once_into_js(move |blob: JsValue| {
        let opts = web_sys::FilePropertyBag::new();
        opts.set_type("image/png");
        let file = web_sys::File::new_with_blob_sequence_and_options(
            &js_sys::Array::of1(&blob),
            FILE,
            &opts,
        );
        let data = web_sys::ShareData::new();
        data.set_title(&title);
        if let Ok(file) = &file {
            data.set_files(&js_sys::Array::of1(file));
        }
        if file.is_err() || !nav.can_share_with_data(&data) {
            if download(&c).is_some() {
                done.emit(P::ImageSaved);
            }
            return;
        }
        let promise = nav.share_with_data(&data);
        wasm_bindgen_futures::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(_) => done.emit(P::ImageShared),
                // The player closed the share sheet: nothing to say.
                Err(e)
                    if js_sys::Reflect::get(&e, &JsValue::from_str("name"))
                        .ok()
                        .and_then(|n| n.as_string())
                        .as_deref()
                        == Some("AbortError") => {}
                // Refused (no permission, no share target): the image is saved instead,
                // and said (QA: nothing happened).
                Err(_) => {
                    if download(&c).is_some() {
                        done.emit(P::ImageSaved);
                    }
                }
            }
        });
    });
    let _ = canvas.to_blob(got.unchecked_ref());
}

#[component]
pub fn RecapScreen() -> Html {
    let app = use_app();
    let lang = app.lang;
    let id = match &app.view {
        View::Recap { session } => session.clone(),
        _ => String::new(),
    };
    let session = app.session(&id).cloned();
    // Scored once per change of the session or the language.
    let recap = use_memo((session.clone(), lang), |(s, lang)| {
        s.as_deref().and_then(|s| recap_of(*lang, s))
    });
    let canvas = use_node_ref();
    let said = use_state(|| None::<P>);
    let text = match (&session, recap.as_ref()) {
        (Some(s), Some(r)) => Some(recap_text(lang, s, r)),
        _ => None,
    };
    let drawn = text.as_ref().map(layout);
    {
        let canvas = canvas.clone();
        use_effect_with(drawn.clone(), move |drawn| {
            if let (Some(c), Some((_, shapes))) = (canvas.cast::<HtmlCanvasElement>(), drawn) {
                paint(&c, shapes);
            }
        });
    }
    let (Some(s), Some(r), Some(text), Some((height, _))) = (session, recap.as_ref(), text, drawn)
    else {
        return html! {};
    };
    let on_share = {
        let (canvas, said) = (canvas.clone(), said.clone());
        let title = text.title.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(c) = canvas.cast::<HtmlCanvasElement>() {
                let said = said.clone();
                share(c, title.clone(), Callback::from(move |p| said.set(Some(p))));
            }
        })
    };
    let podium: Vec<String> = super::recap::on_podium(&text.standings)
        .into_iter()
        .map(|i| {
            let (rank, name, total) = &text.standings[i];
            format!("{rank}. {name} ({total})")
        })
        .collect();
    let image_label = format!(
        "{}{}{}",
        P::RecapImage.text(lang),
        colon(lang),
        podium.join(", ")
    );
    let items = r.lines.iter().map(|(what, said)| {
        html! { <li><strong>{ what.clone() }</strong>{ colon(lang) }{ said.clone() }</li> }
    });
    html! {
        <section class="screen recap" aria-labelledby="recap-title">
            <h2 id="recap-title">{ P::Recap.text(lang) }</h2>
            <p class="meta">{ text.subtitle.clone() }</p>
            { game_over(&GameOverProps { names: s.players.clone(), totals: r.totals.clone(), lang, over: r.over }) }
            if !r.lines.is_empty() {
                <h3>{ P::Highlights.text(lang) }</h3>
                <ul class="highlights">{ for items }</ul>
            }
            <canvas ref={canvas} class="recap__image" role="img" aria-label={image_label}
                width={(WIDTH as u32).to_string()} height={(height as u32).to_string()} />
            <div class="actions">
                { button("primary", on_share, html! { { P::ShareImage.text(lang) } }) }
                { button("", send(&app, Action::OpenSession(id)), html! { { T::Scorecard.text(lang) } }) }
            </div>
            <p class="hint" aria-live="polite">{ said.map(|p| p.text(lang)).unwrap_or_default() }</p>
            <ShareDialog lang={lang} session={s} />
        </section>
    }
}
