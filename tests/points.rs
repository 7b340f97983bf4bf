//! Exact card points: display, parsing ("40,5" and "40.5"), checked constructors, any
//! denominator, serde.

use tarot_companion::core::points::{Halves, Points, Thirds};

#[test]
fn display() {
    assert_eq!(Halves::from_units(81).to_string(), "40.5");
    assert_eq!(Halves::from_units(182).to_string(), "91");
    assert_eq!(Halves::from_units(-3).to_string(), "-1.5");
    assert_eq!(Halves::from_units(1).to_string(), "0.5");
    assert_eq!(Thirds::from_units(73).to_string(), "24 1/3");
    assert_eq!(Thirds::from_units(2).to_string(), "2/3");
    assert_eq!(Points::<4>::from_units(49).to_string(), "12.25");
    assert_eq!(Points::<1>::from_units(37).to_string(), "37");
}

#[test]
fn parsing_accepts_comma_and_point() {
    for (text, units) in [
        ("40,5", 81),
        ("40.5", 81),
        ("91", 182),
        (" 0.5 ", 1),
        (",5", 1),
        ("-3", -6),
        ("40.50", 81),
        ("1/2", 1),
        ("3 1/2", 7),
    ] {
        assert_eq!(text.parse::<Halves>().unwrap().units(), units, "{text}");
    }
    assert_eq!("24 1/3".parse::<Thirds>().unwrap().units(), 73);
    assert_eq!("2/3".parse::<Thirds>().unwrap().units(), 2);
    assert_eq!("12,25".parse::<Points<4>>().unwrap().units(), 49);
    assert_eq!("12.5".parse::<Points<4>>().unwrap().units(), 50);
}

#[test]
fn parsing_refuses_what_is_not_a_whole_number_of_units() {
    for text in [
        "40.3", "40.25", "abc", "", "4 0", "1/3", "4.5.5", "--1", "1e3",
    ] {
        assert_eq!(
            text.parse::<Halves>().unwrap_err().to_string(),
            format!("\"{text}\" is not a number of card points")
        );
    }
    assert!("24.5".parse::<Thirds>().is_err());
    assert!("99999999999".parse::<Halves>().is_err());
}

#[test]
fn checked_constructors() {
    assert_eq!(Halves::whole(41), Some(Halves::from_units(82)));
    assert_eq!(Halves::whole(i32::MAX), None);
    assert_eq!(Halves::new(40, 1), Some(Halves::from_units(81)));
    assert_eq!(Halves::new(40, 2), None);
    assert_eq!(Thirds::new(24, 1).map(Thirds::units), Some(73));
    assert!(Halves::from_units(82).is_whole());
    assert!(!Halves::from_units(81).is_whole());
    assert_eq!(Halves::from_units(81).trunc(), 40);
    assert_eq!(
        Halves::from_units(i32::MAX).checked_add(Halves::from_units(1)),
        None
    );
    assert_eq!(
        Halves::from_units(3).checked_sub(Halves::from_units(1)),
        Some(Halves::from_units(2))
    );
}

#[test]
fn serde_is_exact_text() {
    assert_eq!(
        serde_json::to_string(&Halves::from_units(81)).unwrap(),
        r#""40.5""#
    );
    assert_eq!(
        serde_json::from_str::<Halves>(r#""40,5""#).unwrap().units(),
        81
    );
    assert_eq!(serde_json::from_str::<Halves>("41").unwrap().units(), 82);
    assert!(
        serde_json::from_str::<Halves>("40.5").is_err(),
        "floats are refused"
    );
    assert!(serde_json::from_str::<Halves>(r#""40.3""#).is_err());
    let overflow = serde_json::from_str::<Halves>("3000000000")
        .unwrap_err()
        .to_string();
    assert!(overflow.starts_with("card points overflow"), "{overflow}");
}
