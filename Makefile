# Build the `lookout` command in release mode and install it: `make install` (PREFIX=/usr/local by default;
# `make install PREFIX=$HOME/.local`). Homebrew's formula (Packaging/Homebrew/lookout.rb) runs the same.
# The binary links the toolchain's own swift-syntax libraries: keep the toolchain that built it.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
SWIFT_FLAGS ?= -c release --disable-sandbox

.PHONY: build install uninstall

build:
	$(SWIFT) build $(SWIFT_FLAGS) --product lookout

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/lookout" "$(DESTDIR)$(BINDIR)/lookout"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/lookout"
