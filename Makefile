# Two commands for people: `make serve` and `make test`. Each installs what is missing first.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export TRUNK_SKIP_VERSION_CHECK := true
PORT ?= 8080

.PHONY: setup build serve test bench fmt clean

setup:
	@bash scripts/setup

build: setup
	trunk build --release --locked

## Build the release app and serve dist/ on http://127.0.0.1:$(PORT)
serve: build
	@echo "Tarot Companion on http://127.0.0.1:$(PORT)/ (Ctrl-C to stop)"
	node scripts/serve.mjs dist $(PORT)

## Every test: fmt, clippy, native tests, wasm tests in Chromium, release build, e2e, sizes
test: setup
	@bash scripts/test-all

## Timings (noisy: reported, never asserted)
bench: setup
	@bash scripts/bench

fmt:
	cargo fmt

clean:
	cargo clean
	rm -rf dist e2e/out test-results
