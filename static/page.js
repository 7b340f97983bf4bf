// The page's own script (kept out of index.html: the Content-Security-Policy allows no inline
// script of ours). It registers the service worker and tells the app about updates through DOM
// events, so the protocol with the worker stays in this one file:
//   - when a new version is installed and waiting, <html data-sw-update="ready"> is set and a
//     "tarot-sw-update" event is fired on window (the app shows "a new version is ready");
//   - when the app fires "tarot-sw-apply" on window (the player chose to reload), the waiting
//     worker is activated and the page reloads once it controls the page.
(function () {
  "use strict";

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
        // Another tab applied the update first: the new worker is active already and nothing
        // waits; this page still runs the old code, which a reload replaces.
        if (!registration.waiting) {
          window.location.reload();
          return;
        }
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
