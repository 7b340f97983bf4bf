// Service worker: the app works offline after one visit, and a new deployment waits for the
// player to accept it ("a new version is ready — reload") instead of swapping code mid-hand.
//
// scripts/post_build.py fills in the precache list (every file of the hashed build) and the
// build version (a digest of their content): a new build is a new sw.js, hence an update.
// The player's data is in local storage, which neither the cache nor an update touches.
const VERSION = "__BUILD_VERSION__";
const CACHE = `tarot-${VERSION}`;
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  // `cache: "reload"` skips the HTTP cache so the precache holds exactly this build.
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })))));
  // No skipWaiting here: the first install activates at once anyway (no older worker), and an
  // update waits until the page asks for it (message below).
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys
      .filter((key) => key.startsWith("tarot-") && key !== CACHE)
      .map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // App shell: the precached page of this worker's build, whatever the path or query (the
    // share link lives in the fragment, which never reaches here). The network only if the
    // cache was evicted.
    event.respondWith(caches.open(CACHE)
      .then((cache) => cache.match("./index.html"))
      .then((hit) => hit || fetch(request)));
    return;
  }
  // Hashed assets, icons, manifest: cache first, network for anything not precached.
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(request))
    .then((hit) => hit || fetch(request)));
});
