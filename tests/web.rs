//! Browser tests: run in headless Chromium by `wasm-pack test --headless --chrome`.
#![cfg(target_arch = "wasm32")]

use tarot_companion::ui::App;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Waits until the app is drawn: its provider reads storage (the snapshot, then the
/// sessions' store in IndexedDB, which answers in later tasks) and draws once it is read
/// (src/ui/provider.rs): timer tasks until the page has the app's heading, then Yew's queue.
async fn started(root: &web_sys::Element) {
    for _ in 0..200 {
        let tick = js_sys::Promise::new(&mut |resolve, _| {
            web_sys::window()
                .unwrap()
                .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 10)
                .unwrap();
        });
        wasm_bindgen_futures::JsFuture::from(tick).await.unwrap();
        yew::scheduler::flush().await;
        // Drawn, and the stored sessions read (the home list is busy until then).
        let busy = root.query_selector("[aria-busy=\"true\"]").ok().flatten();
        if root.query_selector("h1").ok().flatten().is_some() && busy.is_none() {
            return;
        }
    }
    panic!("the app was not drawn within 2 s");
}

fn mount_fresh() -> web_sys::Element {
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root(root.clone()).render();
    root
}

#[wasm_bindgen_test]
async fn renders_the_app_name() {
    let root = mount_fresh();
    yew::scheduler::flush().await;
    started(&root).await;
    let h1 = root.query_selector("h1").unwrap().expect("a heading");
    assert_eq!(h1.text_content().unwrap(), "Tarot Companion");
}
// ---- Leaves: chart, statistics table, card grid, game over (mounted alone, with props) ----

mod leaves {
    use std::rc::Rc;
    use tarot_companion::core::cards::CardSet;
    use tarot_companion::core::counting::Pack;
    use tarot_companion::core::french::{Contract, Side};
    use tarot_companion::core::stats::{HandOutcome, Stats};
    use tarot_companion::ui::components::card_grid::{card_grid, pack_groups, CardGridProps};
    use tarot_companion::ui::components::chart::{chart, ChartProps};
    use tarot_companion::ui::components::game_over::{game_over, GameOverProps};
    use tarot_companion::ui::components::stats_table::{stats_table, StatsTableProps};
    use tarot_companion::ui::i18n::Lang;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_test::*;
    use web_sys::{Element, HtmlElement};
    use yew::prelude::*;

    /// The leaves are plain functions: this mounts what one drew.
    #[derive(Properties, PartialEq)]
    struct DrawnProps {
        html: Html,
    }

    #[component]
    fn Drawn(props: &DrawnProps) -> Html {
        props.html.clone()
    }

    fn mount(root: &Element, html: Html) {
        yew::Renderer::<Drawn>::with_root_and_props(root.clone(), DrawnProps { html }).render();
    }

    fn fresh_root() -> Element {
        let document = web_sys::window().unwrap().document().unwrap();
        let root = document.create_element("div").unwrap();
        document.body().unwrap().append_child(&root).unwrap();
        root
    }

    fn all(root: &Element, selector: &str) -> Vec<Element> {
        let list = root.query_selector_all(selector).unwrap();
        (0..list.length())
            .map(|i| list.item(i).unwrap().dyn_into::<Element>().unwrap())
            .collect()
    }

    fn one(root: &Element, selector: &str) -> Element {
        root.query_selector(selector)
            .unwrap()
            .unwrap_or_else(|| panic!("no {selector}"))
    }

    fn text(root: &Element, selector: &str) -> String {
        one(root, selector).text_content().unwrap_or_default()
    }

    fn click(root: &Element, selector: &str) {
        one(root, selector)
            .dyn_into::<HtmlElement>()
            .unwrap()
            .click();
    }

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    /// The card grid with its selection and side kept in state, as a screen would.
    #[derive(Properties, PartialEq)]
    struct GridHostProps {
        lang: Lang,
    }

    #[component]
    fn GridHost(props: &GridHostProps) -> Html {
        let selected = use_state(|| CardSet::EMPTY);
        let side = use_state(|| Side::Attack);
        let on_change = {
            let selected = selected.clone();
            Callback::from(move |s: CardSet| selected.set(s))
        };
        let on_side_change = {
            let side = side.clone();
            Callback::from(move |s: Side| side.set(s))
        };
        html! {
            { card_grid(CardGridProps {
                selected: *selected,
                on_change,
                lang: props.lang,
                side: *side,
                on_side_change: Some(on_side_change),
                groups: None,
                summary: None,
            }) }
        }
    }

    #[wasm_bindgen_test]
    async fn card_grid_has_78_named_toggles() {
        let root = fresh_root();
        yew::Renderer::<GridHost>::with_root_and_props(
            root.clone(),
            GridHostProps { lang: Lang::Fr },
        )
        .render();
        yew::scheduler::flush().await;
        let cards = all(&root, "button[data-card]");
        assert_eq!(cards.len(), 78);
        assert!(cards
            .iter()
            .all(|c| c.get_attribute("aria-pressed").as_deref() == Some("false")));
        let name = |i: usize| text(&root, &format!("[data-card='{i}'] .visually-hidden"));
        assert_eq!(name(27), "Roi de cœur");
        assert_eq!(name(76), "21 d'atout");
        assert_eq!(name(77), "Excuse");
        assert_eq!(all(&root, "fieldset legend").len(), 5);
    }

    #[wasm_bindgen_test]
    async fn tapping_three_cards_counts_them() {
        let root = fresh_root();
        yew::Renderer::<GridHost>::with_root_and_props(
            root.clone(),
            GridHostProps { lang: Lang::En },
        )
        .render();
        yew::scheduler::flush().await;
        assert_eq!(
            text(&root, ".card-grid__count"),
            "Attack: 0 cards · 0 points · 0 oudlers"
        );
        // King of hearts (4.5), the Excuse (4.5, an oudler), the 7 of spades (0.5).
        for card in [27, 77, 6] {
            click(&root, &format!("[data-card='{card}']"));
            yew::scheduler::flush().await;
        }
        assert_eq!(
            text(&root, ".card-grid__count"),
            "Attack: 3 cards · 9.5 points · 1 oudler"
        );
        assert_eq!(
            one(&root, "[data-card='27']")
                .get_attribute("aria-pressed")
                .as_deref(),
            Some("true")
        );
        assert_eq!(
            text(&root, "[data-card='27'] .visually-hidden"),
            "King of hearts"
        );
        // A second tap takes the card back.
        click(&root, "[data-card='6']");
        yew::scheduler::flush().await;
        assert_eq!(
            text(&root, ".card-grid__count"),
            "Attack: 2 cards · 9 points · 1 oudler"
        );
        assert_eq!(
            one(&root, "[data-card='6']")
                .get_attribute("aria-pressed")
                .as_deref(),
            Some("false")
        );
    }

    #[wasm_bindgen_test]
    async fn the_defence_pile_gives_the_attack_the_rest() {
        let root = fresh_root();
        yew::Renderer::<GridHost>::with_root_and_props(
            root.clone(),
            GridHostProps { lang: Lang::En },
        )
        .render();
        yew::scheduler::flush().await;
        click(&root, ".card-grid__side");
        yew::scheduler::flush().await;
        assert_eq!(
            one(&root, ".card-grid__side")
                .get_attribute("aria-pressed")
                .as_deref(),
            Some("true")
        );
        click(&root, "[data-card='56']"); // the Petit
        yew::scheduler::flush().await;
        let counts = all(&root, ".card-grid__count");
        assert_eq!(counts.len(), 2);
        assert_eq!(
            counts[0].text_content().unwrap(),
            "Defence: 1 card · 4.5 points · 1 oudler"
        );
        assert_eq!(
            counts[1].text_content().unwrap(),
            "Attack: 77 cards · 86.5 points · 2 oudlers"
        );
        click(&root, ".card-grid__clear");
        yew::scheduler::flush().await;
        assert!(all(&root, "[aria-pressed='true'][data-card]").is_empty());
    }

    #[wasm_bindgen_test]
    async fn card_grid_shows_another_pack_with_its_own_count() {
        let root = fresh_root();
        let props = CardGridProps {
            selected: CardSet::EMPTY,
            on_change: Callback::noop(),
            lang: Lang::En,
            side: Side::Attack,
            on_side_change: None,
            groups: Some(Rc::new(pack_groups(Pack::Tarock54, Lang::En))),
            summary: Some("0 points".to_owned()),
        };
        mount(&root, card_grid(props));
        yew::scheduler::flush().await;
        assert_eq!(all(&root, "button[data-card]").len(), 54);
        assert_eq!(text(&root, ".card-grid__count"), "0 points");
        assert_eq!(text(&root, "[data-card='0'] .visually-hidden"), "Sküs");
        // No side toggle without `on_side_change`.
        assert!(all(&root, ".card-grid__side").is_empty());
    }

    #[wasm_bindgen_test]
    async fn chart_draws_one_line_per_player_and_names_the_leader() {
        let root = fresh_root();
        let props = ChartProps {
            names: names(&["Alice", "Bob", "Chloé"]),
            totals: vec![
                vec![60, -30, -30],
                vec![20, 10, -30],
                vec![-40, 70, -30],
                vec![-10, 100, -90],
            ],
            lang: Lang::Fr,
        };
        mount(&root, chart(&props));
        yew::scheduler::flush().await;
        let svg = one(&root, "svg.chart__svg");
        assert_eq!(svg.get_attribute("role").as_deref(), Some("img"));
        let label = svg.get_attribute("aria-label").unwrap();
        assert_eq!(
            label,
            "Évolution des scores sur 4 donnes. En tête\u{a0}: Bob avec 100."
        );
        assert_eq!(text(&root, "svg.chart__svg > title"), label);
        let lines = all(&svg, "polyline");
        assert_eq!(lines.len(), 3);
        // Five points each: the start at 0 and one per hand.
        for line in &lines {
            let points = line.get_attribute("points").unwrap();
            assert_eq!(points.split(' ').count(), 5, "{points}");
        }
        assert_eq!(all(&root, ".chart__zero").len(), 1);
        assert_eq!(all(&root, ".chart__legend li").len(), 3);
        assert_eq!(all(&root, "table.visually-hidden tbody tr").len(), 4);
    }

    #[wasm_bindgen_test]
    async fn chart_without_hands_says_so() {
        let root = fresh_root();
        let props = ChartProps {
            names: names(&["A", "B", "C"]),
            totals: vec![],
            lang: Lang::En,
        };
        mount(&root, chart(&props));
        yew::scheduler::flush().await;
        let label = one(&root, "svg").get_attribute("aria-label").unwrap();
        assert_eq!(label, "Running totals: no hands yet.");
        assert_eq!(all(&root, "polyline").len(), 3);
    }

    #[wasm_bindgen_test]
    async fn stats_table_shows_each_players_numbers() {
        let root = fresh_root();
        let hands = vec![
            HandOutcome {
                taker: Some(0),
                contract: Some(Contract::Garde),
                made: Some(true),
                deltas: vec![140, -70, -70],
            },
            HandOutcome {
                taker: Some(0),
                contract: Some(Contract::Petite),
                made: Some(false),
                deltas: vec![-60, 30, 30],
            },
        ];
        let props = StatsTableProps {
            names: names(&["Alice", "Bob", "Chloé"]),
            stats: Stats::from_hands(3, &hands),
            lang: Lang::En,
        };
        mount(&root, stats_table(&props));
        yew::scheduler::flush().await;
        let heads: Vec<String> = all(&root, "thead th")
            .iter()
            .skip(1)
            .map(|e| e.text_content().unwrap())
            .collect();
        assert_eq!(heads, ["Alice", "Bob", "Chloé"]);
        let rows: Vec<Vec<String>> = all(&root, "tbody tr")
            .iter()
            .map(|tr| {
                all(tr, "th, td")
                    .iter()
                    .map(|c| c.text_content().unwrap())
                    .collect()
            })
            .collect();
        assert_eq!(rows[0], ["Hands taken", "2", "0", "0"]);
        // Percent over "made/taken"; a contract's heading reads "Success, Guard".
        assert_eq!(rows[1], ["Success rate", "50%1/2", "—", "—"]);
        assert_eq!(rows[2], ["Success, Small", "0%0/1", "—", "—"]);
        assert_eq!(rows[3], ["Success, Guard", "100%1/1", "—", "—"]);
        assert_eq!(rows[4], ["Average per hand", "+40.0", "-20.0", "-20.0"]);
        assert_eq!(
            rows[5],
            ["Best hand", "+140hand 1", "+30hand 2", "+30hand 2"]
        );
        assert_eq!(
            rows[6],
            ["Worst hand", "-60hand 2", "-70hand 1", "-70hand 1"]
        );
    }

    #[wasm_bindgen_test]
    async fn game_over_names_the_winners_and_ranks_everybody() {
        let root = fresh_root();
        let props = GameOverProps {
            names: names(&["Alice", "Bob", "Chloé", "Denis"]),
            totals: vec![120, -200, 120, -40],
            lang: Lang::Fr,
            over: true,
        };
        mount(&root, game_over(&props));
        yew::scheduler::flush().await;
        assert_eq!(text(&root, "h3"), "Partie terminée");
        // An evening ended from its scorecard, more hands to come (QA: "Game over").
        let evening = fresh_root();
        mount(
            &evening,
            game_over(&GameOverProps {
                over: false,
                ..props.clone()
            }),
        );
        yew::scheduler::flush().await;
        assert_eq!(text(&evening, "h3"), "Fin de soirée");
        assert_eq!(
            text(&root, ".game-over__winner"),
            "Alice et Chloé gagnent avec 120 points"
        );
        let rows: Vec<String> = all(&root, "tbody tr")
            .iter()
            .map(|tr| {
                all(tr, "th, td")
                    .iter()
                    .map(|c| c.text_content().unwrap())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert_eq!(
            rows,
            ["1 Alice 120", "1 Chloé 120", "3 Denis -40", "4 Bob -200"]
        );
        assert_eq!(all(&root, ".game-over__row--winner").len(), 2);
    }
}

// ---- The app: a hand entered by taps, the totals from the core, undo ----

mod app_flow {
    use tarot_companion::ui::App;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_test::*;
    use web_sys::{Element, HtmlElement, HtmlInputElement};

    fn fresh_app() -> Element {
        let window = web_sys::window().unwrap();
        if let Ok(Some(storage)) = window.local_storage() {
            let _ = storage.clear();
        }
        let document = window.document().unwrap();
        let root = document.create_element("div").unwrap();
        document.body().unwrap().append_child(&root).unwrap();
        yew::Renderer::<App>::with_root(root.clone()).render();
        root
    }

    /// The button whose text is `label` (inside `scope`, a CSS selector).
    fn button(root: &Element, scope: &str, label: &str) -> HtmlElement {
        let list = root.query_selector_all(&format!("{scope} button")).unwrap();
        (0..list.length())
            .map(|i| list.item(i).unwrap().dyn_into::<HtmlElement>().unwrap())
            .find(|b| b.text_content().unwrap().trim() == label)
            .unwrap_or_else(|| panic!("no button {label:?} in {scope}"))
    }

    async fn click(root: &Element, scope: &str, label: &str) {
        button(root, scope, label).click();
        yew::scheduler::flush().await;
    }

    fn group_with_legend(root: &Element, legend: &str) -> String {
        let list = root.query_selector_all("fieldset").unwrap();
        for i in 0..list.length() {
            let f = list.item(i).unwrap().dyn_into::<Element>().unwrap();
            if let Some(l) = f.query_selector("legend").unwrap() {
                if l.text_content().unwrap().starts_with(legend) {
                    let id = format!("test-group-{i}");
                    f.set_attribute("data-test", &id).unwrap();
                    return format!("[data-test=\"{id}\"]");
                }
            }
        }
        panic!("no group {legend:?}")
    }

    async fn type_name(root: &Element, seat: usize, name: &str) {
        let input: HtmlInputElement = root
            .query_selector(&format!("#player-{seat}"))
            .unwrap()
            .unwrap()
            .dyn_into()
            .unwrap();
        input.set_value(name);
        let event = web_sys::InputEvent::new("input").unwrap();
        input.dispatch_event(&event).unwrap();
        yew::scheduler::flush().await;
    }

    fn totals(root: &Element) -> Vec<String> {
        (0..4)
            .map(|i| {
                root.query_selector(&format!("[data-testid=\"total-{i}\"]"))
                    .unwrap()
                    .unwrap()
                    .text_content()
                    .unwrap()
            })
            .collect()
    }

    #[wasm_bindgen_test]
    async fn a_hand_is_entered_by_taps_and_undone() {
        let root = fresh_app();
        yew::scheduler::flush().await;
        super::started(&root).await;
        // The browser test runs in English or French: use the French switch to know which.
        let fr = root
            .query_selector(".lang-switch")
            .unwrap()
            .unwrap()
            .get_attribute("aria-label")
            .unwrap()
            .starts_with("Passer");
        let t = |f: &'static str, e: &'static str| if fr { f } else { e };
        click(&root, "main", t("Nouvelle partie", "New session")).await;
        for (i, n) in ["Alice", "Bruno", "Chloé", "Denis"].iter().enumerate() {
            type_name(&root, i, n).await;
        }
        click(&root, "main", t("Commencer", "Start")).await;
        click(&root, "main", t("Nouvelle donne", "New hand")).await;
        let taker = group_with_legend(&root, t("Preneur", "Taker"));
        click(&root, &taker, "Alice").await;
        let contract = group_with_legend(&root, t("Contrat", "Contract"));
        click(&root, &contract, t("Garde", "Guard")).await;
        click(&root, ".keypad", "4").await;
        click(&root, ".keypad", "7").await;
        let oudlers = group_with_legend(&root, t("Bouts", "Oudlers"));
        click(&root, &oudlers, "2").await;
        // The preview shows the core's result before confirming.
        let headline = root.query_selector(".preview .headline").unwrap().unwrap();
        assert_eq!(
            headline.text_content().unwrap(),
            t("Alice Garde, fait de 6", "Alice Guard, made by 6")
        );
        click(
            &root,
            ".sticky-actions",
            t("Valider la donne", "Confirm the hand"),
        )
        .await;
        assert_eq!(totals(&root), ["186", "-62", "-62", "-62"]);
        click(&root, ".undo-bar", &format!("↶ {}", t("Annuler", "Undo"))).await;
        assert_eq!(totals(&root), ["0", "0", "0", "0"]);
        click(&root, ".undo-bar", &format!("↷ {}", t("Rétablir", "Redo"))).await;
        assert_eq!(totals(&root), ["186", "-62", "-62", "-62"]);
    }
}
