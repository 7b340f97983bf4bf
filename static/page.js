// The page's own script (kept out of index.html: the Content-Security-Policy allows no inline
// script of ours). Two jobs:
//
// 1. Loading the whole app on demand. The page first loads the app without its extras (see
//    src/ui/extras.rs); when a player opens one, that app calls window.tarotFull(), which
//    fetches and compiles the whole app (tarot-full.js and its wasm, with static/extras.css)
//    while the first app stays on screen, and resolves to a function that starts it. The
//    first app unmounts itself before calling that function; if anything fails before, it
//    stays and says so.
//
// 2. The service worker: registers it and tells the app about updates through DOM events, so
// the protocol with the worker stays in this one file:
//   - when a new version is installed and waiting, <html data-sw-update="ready"> is set and a
//     "tarot-sw-update" event is fired on window (the app shows "a new version is ready");
//   - when the app fires "tarot-sw-apply" on window (the player chose to reload), the waiting
//     worker is activated and the page reloads once it controls the page.
(function () {
  "use strict";

  // The extras' styles (static/extras.css), in before the whole app draws anything.
  var styles = null;
  function loadStyles() {
    if (styles) return styles;
    styles = new Promise(function (resolve, reject) {
      var link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = "./extras.css";
      link.onload = function () { resolve(); };
      link.onerror = function () {
        link.remove();
        styles = null;
        reject(new Error("extras.css could not be loaded"));
      };
      document.head.appendChild(link);
    });
    return styles;
  }

  // The three are fetched at once, not one after the other.
  window.tarotFull = function () {
    var wasm = fetch("./tarot-full_bg.wasm")
      .then(function (response) {
        if (!response.ok) throw new Error("tarot-full_bg.wasm: HTTP " + response.status);
        return response.arrayBuffer();
      })
      .then(function (bytes) {
        return WebAssembly.compile(bytes);
      });
    return Promise.all([import("./tarot-full.js"), wasm, loadStyles()]).then(function (done) {
      var glue = done[0];
      var module = done[1];
      return function () {
        return glue.default({ module_or_path: module });
      };
    });
  };

  if (!("serviceWorker" in navigator)) return;

  function announce(registration) {
    if (!registration.waiting || !navigator.serviceWorker.controller) return;
    document.documentElement.dataset.swUpdate = "ready";
    window.dispatchEvent(new Event("tarot-sw-update"));
  }

  window.addEventListener("load", function () {
    navigator.serviceWorker.register("./sw.js").then(function (registration) {
      if (!registration) return; // registration blocked (a policy, a test harness)
      function watch(worker) {
        if (!worker) return;
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed") announce(registration);
        });
      }
      // An update may have been found before this ran (the page checks on load, and the app
      // can be up before the load event): one already waiting is announced now, one still
      // installing is watched, later ones are watched as they are found.
      announce(registration);
      watch(registration.installing);
      registration.addEventListener("updatefound", function () {
        watch(registration.installing);
      });
      window.addEventListener("tarot-sw-apply", function () {
        if (!registration.waiting) return;
        var reloading = false;
        navigator.serviceWorker.addEventListener("controllerchange", function () {
          if (reloading) return;
          reloading = true;
          window.location.reload();
        });
        registration.waiting.postMessage({ type: "SKIP_WAITING" });
      });
    }, function (error) {
      // Not fatal: the app works online without it. A warning, not an error, so that e2e's
      // console-error check stays about the app.
      console.warn("service worker registration failed", error);
    });
  });
})();
