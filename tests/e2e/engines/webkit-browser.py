#!/usr/bin/python3
"""The WebKit browser the browser tests drive: WebKitGTK with a profile kept on disk.

WebKitWebDriver starts this script as its browser (the session's 'webkitgtk:browserOptions'
binary) and drives it through WebKit's automation. MiniBrowser's automation mode keeps its
profile in memory, and in such an ephemeral profile WebKit refuses to store a Blob in IndexedDB,
as Safari does in private browsing, so no receipt photo could be saved offline there. Here every
store (IndexedDB, the service worker and its caches, localStorage, cookies) lives under
--profile=DIR, and a second start on the same folder is the same phone restarted.
"""
import argparse
import os

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument('--profile', required=True)
parser.add_argument('--width', type=int, default=1280)
parser.add_argument('--height', type=int, default=800)
# WebKitWebDriver adds its own switches (such as --automation); this browser always allows it.
options, _ = parser.parse_known_args()

profile = os.path.abspath(options.profile)
data = WebKit2.WebsiteDataManager(
    base_data_directory=os.path.join(profile, 'data'),
    base_cache_directory=os.path.join(profile, 'cache'),
)
# Without a file, cookies live only as long as the process: the session would not survive a
# restart as it does on a phone.
data.get_cookie_manager().set_persistent_storage(
    os.path.join(profile, 'cookies.sqlite'), WebKit2.CookiePersistentStorage.SQLITE
)
context = WebKit2.WebContext(website_data_manager=data)
context.set_automation_allowed(True)
windows = []


def open_view(_session):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(options.width, options.height)
    window.add(view)
    window.show_all()
    windows.append(window)

    def closed(_view):
        window.destroy()
        windows.remove(window)
        if not windows:
            Gtk.main_quit()

    view.connect('close', closed)
    return view


def automation_started(_context, session):
    # WebKitWebDriver matches the session's browserName and browserVersion against these.
    info = WebKit2.ApplicationInfo()
    info.set_name('cargo-webkit')
    info.set_version(
        WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version()
    )
    session.set_application_info(info)
    session.connect('create-web-view', open_view)


context.connect('automation-started', automation_started)
Gtk.main()
