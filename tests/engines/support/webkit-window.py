#!/usr/bin/python3
"""
The browser WebKitWebDriver starts for the WebKit tests: one bare WebKitGTK web view per
window, without the toolbar that keeps MiniBrowser wider than a phone, in a private
(ephemeral) profile.

    webkit-window.py --automation [--user-script FILE] [--downloads DIR]

--user-script  JavaScript run at the start of every page, before the page's own scripts.
--downloads    Folder where every download is saved at once under its suggested name
               (nothing asks where).
"""
import argparse
import os
import sys

import gi

# Without a GPU, accelerated compositing is drawn by a software OpenGL: leaving it off halves
# the web process's work per page, and pages draw the same.
os.environ.setdefault('WEBKIT_DISABLE_COMPOSITING_MODE', '1')

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument('--automation', action='store_true')
parser.add_argument('--user-script')
parser.add_argument('--downloads')
options, _ = parser.parse_known_args()

context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed(True)
content = WebKit2.UserContentManager()
if options.user_script:
    with open(options.user_script, encoding='utf-8') as source:
        content.add_script(
            WebKit2.UserScript.new(
                source.read(),
                WebKit2.UserContentInjectedFrames.TOP_FRAME,
                WebKit2.UserScriptInjectionTime.START,
                None,
                None,
            )
        )


def save_download(_context, download):
    def decide(download, suggested):
        name = os.path.basename(suggested) or 'download'
        download.set_destination('file://' + os.path.join(options.downloads, name))
        return True

    download.set_allow_overwrite(True)
    download.connect('decide-destination', decide)


if options.downloads:
    context.connect('download-started', save_download)

windows = []


def create_view(_session):
    view = WebKit2.WebView(
        web_context=context,
        user_content_manager=content,
        is_controlled_by_automation=True,
    )
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    window.show_all()
    view.connect('close', lambda _view: window.destroy())
    windows.append(window)
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('engine-tests')
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect('create-web-view', create_view)


context.connect('automation-started', automation_started)

if not options.automation:
    sys.exit('This window only runs under WebKitWebDriver (--automation).')
Gtk.main()
