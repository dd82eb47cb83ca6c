# widgetsnap: two commands do all the set-up.
#   make gallery   install what building and rendering need, build, check, lay out and render the examples into Output/
#   make test      the same set-up plus the browser-test packages, build, run every test
SHELL := /bin/bash
.DEFAULT_GOAL := gallery

# Debian packages the build and the renderer need (C libraries come through system-library targets).
APT_PACKAGES := pkg-config libpng-dev libcairo2-dev libpango1.0-dev librsvg2-dev libfontconfig-dev libpoppler-glib-dev \
  fonts-inter fonts-noto-cjk fonts-noto-color-emoji fonts-material-design-icons-iconfont fonts-jetbrains-mono \
  fonts-noto-ui-core culmus
# What the installed program needs at run time on a Debian or Ubuntu runner (the release archive's
# debian-packages.txt; one line: Tools/dist/make-archive.sh reads it).
RUNTIME_APT_PACKAGES := libcairo2 libpango-1.0-0 libpangocairo-1.0-0 libpangoft2-1.0-0 libharfbuzz0b libfreetype6 librsvg2-2 libgdk-pixbuf-2.0-0 libpoppler-glib8 libpng16-16 libfontconfig1 libglib2.0-0 zlib1g fonts-inter fonts-noto-cjk fonts-noto-color-emoji fonts-material-design-icons-iconfont fonts-jetbrains-mono fonts-noto-ui-core culmus
# What only the browser tests and the benchmarks' quick run need (make test).
TEST_APT_PACKAGES := chromium chromium-driver default-jre-headless imagemagick python3-yaml
SWIFT ?= swift
CONFIG ?= release
BIN = .build/$(CONFIG)/widgetsnap
# The Swift runtime linked in when the toolchain has its static libraries (lib/swift_static).
STATIC_STDLIB ?= $(shell d=$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/../lib/swift_static; [ -d "$$d" ] && echo --static-swift-stdlib)
DIST ?= dist

PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: deps test-deps install-packages build gallery test clean install uninstall dist

# Installs only the packages that are missing; a no-op when everything is there.
deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(APT_PACKAGES)"

test-deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(APT_PACKAGES) $(TEST_APT_PACKAGES)"

install-packages:
	@missing=""; \
	for p in $(PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) --product widgetsnap $(STATIC_STDLIB)

# Validate the examples, write each family's layout (tree and JSON), render every variant and build
# the design-review site (Output/index.html).
gallery: build
	$(BIN) check Layouts
	$(BIN) layout Layouts --out Output/layout
	$(BIN) gallery Layouts --out Output

test: test-deps build
	$(SWIFT) build --build-tests
	@# TZ present in the environment: the pinned clock then replaces it in place (no environ growth while other threads read it).
	TZ=$${TZ:-UTC} $(SWIFT) test --skip-build
	@# Installed into a temporary prefix and used from an empty folder; a package that depends on this one.
	SWIFT=$(SWIFT) bash Tests/EndToEnd/run.sh
	@# The release archive installed by install.sh into an empty folder, then used there (the release build above is reused).
	SWIFT=$(SWIFT) bash Tests/Dist/run.sh
	@# The workflow `widgetsnap init` writes, every step run here as written by a stand-in for GitHub's runner.
	SWIFT=$(SWIFT) bash Tests/Workflow/run.sh
	@# A user's package depending on this one by path: the fixtures and the SwiftUI conformance cases (docs/development.md).
	SWIFT=$(SWIFT) bash Tests/Consumer/run.sh
	@# The gallery and the failure report in a real headless Chromium.
	rm -rf .build/browser && mkdir -p .build/browser
	$(BIN) gallery Layouts --out .build/browser/gallery --quiet
	$(BIN) gallery Layouts/weather.json5 --out .build/browser/gallery-multi --devices iphone-430x932 --locale en,ja --dynamic-type ax5 --quiet
	-CI= WIDGETSNAP_RECORD= $(BIN) test Layouts --goldens .build/browser/goldens --record missing --instance first --entry 0 --family systemSmall --quiet > /dev/null
	mkdir -p .build/browser/layouts && cp Layouts/*.json5 .build/browser/layouts/ && sed -i 's/"Ithaca, NY"/"Ithaca, New York"/' .build/browser/layouts/weather.json5 && grep -q 'Ithaca, New York' .build/browser/layouts/weather.json5
	-CI= WIDGETSNAP_RECORD= $(BIN) test .build/browser/layouts --assets Assets --goldens .build/browser/goldens --record never --instance first --entry 0 --family systemSmall --report .build/browser/report --quiet > /dev/null 2>&1
	WIDGETSNAP_GALLERY_DIR=$(CURDIR)/.build/browser/gallery WIDGETSNAP_GALLERY_MULTI_DIR=$(CURDIR)/.build/browser/gallery-multi WIDGETSNAP_REPORT_DIR=$(CURDIR)/.build/browser/report \
	  WIDGETSNAP_BIN=$(CURDIR)/$(BIN) WIDGETSNAP_ASSETS=$(CURDIR)/Assets bash Tests/Browser/run.sh
	@# Every benchmark in a quick mode: they must run and print their numbers (Benchmarks/README.md).
	bash Benchmarks/quick.sh

# The release archive: $(DIST)/widgetsnap-VERSION-linux-ARCH.tar.gz (the executable, the schema, the
# licences, the run-time package list), its .sha256, and install.sh (docs/ci.md#installing-a-release).
dist: build
	SWIFT=$(SWIFT) bash Tools/dist/make-archive.sh $(BIN) $(DIST)

# Installs the one executable into $(DESTDIR)$(PREFIX)/bin. Its resources (the SF Symbols table, the
# layout schema, the starter files, the report and gallery styles) are built into it, and the fonts
# are the Debian packages above, so nothing else is copied and it works from any folder.
install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 $(BIN) "$(DESTDIR)$(PREFIX)/bin/widgetsnap"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/widgetsnap"

clean:
	rm -rf .build Output/layout
