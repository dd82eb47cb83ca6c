#!/usr/bin/env python3
"""Writes sf-symbols.json: SF Symbols names mapped to glyphs of Debian's Material Icons font.

SF Symbols can't be shipped, so every SF Symbols name that a layout may use is drawn with the
visually closest glyph of the "Material Icons" font from Debian's fonts-material-design-icons-iconfont
package. This script holds the hand-made name -> icon table (MAPPING below) and turns it into the JSON
file that SymbolCatalog loads, looking every codepoint up in the font itself:

  * the icon name -> codepoint list comes from the package's scss/_variables.scss;
  * each codepoint must be in the font's cmap, and the font's own ligature for the icon name
    (GSUB: typing "water_drop" gives the glyph) must give the same glyph as that codepoint.

Any unknown icon name or failed check stops the script without writing anything.

It also writes sf-symbols-estimated.txt: every other name of Apple's catalogue (sf-symbol-names.txt,
whose header names its source) with a stand-in chosen automatically by estimate() below and checked
the same way. The hand mapping always wins; estimated entries are approximate by construction.

Usage (fontTools comes from PyPI; keep the virtual environment outside the repository):
    python3 -m venv /tmp/ft-venv && /tmp/ft-venv/bin/pip install fonttools
    /tmp/ft-venv/bin/python Assets/Symbols/make_table.py            # rewrites sf-symbols.json and sf-symbols-estimated.txt
    /tmp/ft-venv/bin/python Assets/Symbols/make_table.py --check    # only verifies the committed files are current

To add a symbol: add a line to MAPPING (an SF Symbols name and a Material icon name from
_variables.scss) and run the script. The output has its keys sorted, one symbol per line.
"""
import json
import os
import re
import subprocess
import sys

from fontTools.ttLib import TTFont

FONT = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
SCSS = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
PACKAGE = "fonts-material-design-icons-iconfont"
FAMILY = "Material Icons"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sf-symbols.json")

# SF Symbols name -> Material Icons name. Grouped by theme; order within the dict does not matter.
# Material Icons Regular has filled glyphs only: an outline SF name gets an "_outline"/"_border"
# Material variant where one exists, otherwise the same glyph as its ".fill" form.
MAPPING = {
    # Weather
    "sun.max": "light_mode",
    "sun.max.fill": "wb_sunny",
    "sun.min": "brightness_low",
    "sun.min.fill": "brightness_low",
    "sunrise": "wb_twilight",
    "sunrise.fill": "wb_twilight",
    "sunset": "wb_twilight",
    "sunset.fill": "wb_twilight",
    "sun.haze": "foggy",
    "sun.haze.fill": "foggy",
    "sun.snow": "sunny_snowing",
    "sun.snow.fill": "sunny_snowing",
    "cloud": "cloud_queue",
    "cloud.fill": "cloud",
    "cloud.sun": "filter_drama",
    "cloud.sun.fill": "filter_drama",
    "cloud.moon": "nights_stay",
    "cloud.moon.fill": "nights_stay",
    "cloud.drizzle": "grain",
    "cloud.drizzle.fill": "grain",
    "cloud.rain": "water_drop",
    "cloud.rain.fill": "water_drop",
    "cloud.heavyrain": "beach_access",
    "cloud.heavyrain.fill": "beach_access",
    "cloud.sun.rain": "water_drop",
    "cloud.sun.rain.fill": "water_drop",
    "cloud.moon.rain": "water_drop",
    "cloud.moon.rain.fill": "water_drop",
    "cloud.bolt": "thunderstorm",
    "cloud.bolt.fill": "thunderstorm",
    "cloud.bolt.rain": "thunderstorm",
    "cloud.bolt.rain.fill": "thunderstorm",
    "cloud.sun.bolt": "thunderstorm",
    "cloud.sun.bolt.fill": "thunderstorm",
    "cloud.moon.bolt": "thunderstorm",
    "cloud.moon.bolt.fill": "thunderstorm",
    "cloud.snow": "cloudy_snowing",
    "cloud.snow.fill": "cloudy_snowing",
    "cloud.sleet": "cloudy_snowing",
    "cloud.sleet.fill": "cloudy_snowing",
    "cloud.hail": "cloudy_snowing",
    "cloud.hail.fill": "cloudy_snowing",
    "cloud.fog": "foggy",
    "cloud.fog.fill": "foggy",
    "snowflake": "ac_unit",
    "wind": "air",
    "wind.snow": "air",
    "tornado": "tornado",
    "hurricane": "cyclone",
    "tropicalstorm": "storm",
    "thermometer.medium": "thermostat",
    "thermometer.sun": "thermostat",
    "thermometer.sun.fill": "thermostat",
    "thermometer.snowflake": "severe_cold",
    "humidity": "water_drop",
    "humidity.fill": "water_drop",
    "drop": "water_drop",
    "drop.fill": "water_drop",
    "umbrella": "beach_access",
    "umbrella.fill": "beach_access",
    "moon": "nightlight_round",
    "moon.fill": "nightlight",
    "moon.stars": "bedtime",
    "moon.stars.fill": "bedtime",
    "moon.zzz": "bedtime",
    "moon.zzz.fill": "bedtime",
    "water.waves": "waves",
    "aqi.medium": "air",
    "sparkles": "auto_awesome",
    "flame": "local_fire_department",
    "flame.fill": "local_fire_department",
    "bolt": "bolt",
    "bolt.fill": "bolt",
    "bolt.circle.fill": "offline_bolt",
    "bolt.slash.fill": "flash_off",
    "leaf": "eco",
    "leaf.fill": "eco",

    # Calendar and time
    "calendar": "calendar_today",
    "calendar.circle": "event",
    "calendar.circle.fill": "event",
    "calendar.badge.plus": "edit_calendar",
    "calendar.badge.clock": "pending_actions",
    "clock": "schedule",
    "clock.fill": "access_time_filled",
    "clock.arrow.circlepath": "history",
    "alarm": "alarm",
    "alarm.fill": "alarm",
    "timer": "timer",
    "stopwatch": "timer",
    "stopwatch.fill": "timer",
    "hourglass": "hourglass_empty",
    "hourglass.bottomhalf.filled": "hourglass_bottom",
    "hourglass.tophalf.filled": "hourglass_top",
    "bell": "notifications_none",
    "bell.fill": "notifications",
    "bell.slash": "notifications_off",
    "bell.slash.fill": "notifications_off",
    "bell.badge": "notifications_active",
    "bell.badge.fill": "notifications_active",
    "zzz": "snooze",

    # Money and shopping
    "creditcard": "credit_card",
    "creditcard.fill": "credit_card",
    "cart": "shopping_cart",
    "cart.fill": "shopping_cart",
    "cart.badge.plus": "add_shopping_cart",
    "bag": "shopping_bag",
    "bag.fill": "shopping_bag",
    "basket": "shopping_basket",
    "basket.fill": "shopping_basket",
    "dollarsign": "attach_money",
    "dollarsign.circle": "monetization_on",
    "dollarsign.circle.fill": "monetization_on",
    "eurosign": "euro_symbol",
    "eurosign.circle.fill": "euro",
    "sterlingsign": "currency_pound",
    "yensign": "currency_yen",
    "bitcoinsign": "currency_bitcoin",
    "bitcoinsign.circle.fill": "currency_bitcoin",
    "banknote": "payments",
    "banknote.fill": "payments",
    "wallet.pass": "wallet",
    "wallet.pass.fill": "wallet",
    
    "building.columns": "account_balance",
    "building.columns.fill": "account_balance",
    "giftcard": "card_giftcard",
    "giftcard.fill": "card_giftcard",
    "gift": "redeem",
    "gift.fill": "redeem",
    "tag": "local_offer",
    "tag.fill": "local_offer",
    "percent": "percent",
    "storefront": "storefront",
    "storefront.fill": "storefront",
    "receipt": "receipt",
    "receipt.fill": "receipt",
    "shippingbox": "inventory_2",
    "shippingbox.fill": "inventory_2",
    "chart.bar": "bar_chart",
    "chart.bar.fill": "bar_chart",
    "chart.bar.xaxis": "bar_chart",
    "chart.pie": "pie_chart",
    "chart.pie.fill": "pie_chart",
    "chart.xyaxis.line": "show_chart",
    "chart.line.uptrend.xyaxis": "trending_up",
    "chart.line.downtrend.xyaxis": "trending_down",

    # Transport and places
    "car": "directions_car",
    "car.fill": "directions_car",
    "car.circle.fill": "directions_car",
    "bus": "directions_bus",
    "bus.fill": "directions_bus",
    "tram": "tram",
    "tram.fill": "tram",
    "tram.fill.tunnel": "subway",
    "train.side.front.car": "train",
    "airplane": "flight",
    "airplane.departure": "flight_takeoff",
    "airplane.arrival": "flight_land",
    "bicycle": "directions_bike",
    "scooter": "electric_scooter",
    "ferry": "directions_boat",
    "ferry.fill": "directions_boat",
    "sailboat": "sailing",
    "sailboat.fill": "sailing",
    "fuelpump": "local_gas_station",
    "fuelpump.fill": "local_gas_station",
    "ev.charger": "ev_station",
    "ev.charger.fill": "ev_station",
    "box.truck": "local_shipping",
    "box.truck.fill": "local_shipping",
    "parkingsign": "local_parking",
    "parkingsign.circle": "local_parking",
    "parkingsign.circle.fill": "local_parking",
    "figure.walk": "directions_walk",
    "figure.walk.circle": "directions_walk",
    "figure.walk.circle.fill": "directions_walk",
    "figure.run": "directions_run",
    "figure.run.circle.fill": "run_circle",
    "figure.roll": "accessible",
    "figure.stand": "accessibility_new",
    "location": "near_me",
    "location.fill": "near_me",
    "location.slash": "location_off",
    "location.north.fill": "navigation",
    "mappin": "place",
    "mappin.circle": "location_on",
    "mappin.circle.fill": "location_on",
    "mappin.and.ellipse": "pin_drop",
    "map": "map",
    "map.fill": "map",
    "signpost.right": "signpost",
    "signpost.right.fill": "signpost",
    "safari": "explore",
    "safari.fill": "explore",
    "arrow.triangle.turn.up.right.diamond": "directions",
    "arrow.triangle.turn.up.right.diamond.fill": "directions",
    "house": "home",
    "house.fill": "home",
    "building": "business",
    "building.fill": "business",
    "building.2": "apartment",
    "building.2.fill": "apartment",
    "bed.double": "bed",
    "bed.double.fill": "bed",
    "globe": "public",
    "globe.americas": "public",
    "globe.americas.fill": "public",
    "speedometer": "speed",
    "gauge.medium": "speed",

    # Sports and fitness
    "sportscourt": "stadium",
    "sportscourt.fill": "stadium",
    "trophy": "emoji_events",
    "trophy.fill": "emoji_events",
    "medal": "military_tech",
    "medal.fill": "military_tech",
    "flag.checkered": "sports_score",
    "basketball": "sports_basketball",
    "basketball.fill": "sports_basketball",
    "soccerball": "sports_soccer",
    "football": "sports_football",
    "football.fill": "sports_football",
    "baseball": "sports_baseball",
    "baseball.fill": "sports_baseball",
    "tennisball": "sports_tennis",
    "tennisball.fill": "sports_tennis",
    "volleyball": "sports_volleyball",
    "volleyball.fill": "sports_volleyball",
    "rugbyball": "sports_rugby",
    "rugbyball.fill": "sports_rugby",
    "cricket.ball": "sports_cricket",
    "cricket.ball.fill": "sports_cricket",
    "hockey.puck": "sports_hockey",
    "hockey.puck.fill": "sports_hockey",
    "figure.hockey": "sports_hockey",
    "figure.golf": "golf_course",
    "figure.tennis": "sports_tennis",
    "figure.pool.swim": "pool",
    "figure.skiing.downhill": "downhill_skiing",
    "figure.snowboarding": "snowboarding",
    "figure.hiking": "hiking",
    "figure.surfing": "surfing",
    "figure.ice.skating": "ice_skating",
    "figure.outdoor.cycle": "directions_bike",
    "figure.martial.arts": "sports_martial_arts",
    "figure.kickboxing": "sports_mma",
    "figure.handball": "sports_handball",
    "figure.gymnastics": "sports_gymnastics",
    "figure.yoga": "self_improvement",
    "figure.mind.and.body": "self_improvement",
    "dumbbell": "fitness_center",
    "dumbbell.fill": "fitness_center",
    "gamecontroller": "sports_esports",
    "gamecontroller.fill": "sports_esports",

    # Health
    "heart": "favorite_border",
    "heart.fill": "favorite",
    "heart.circle": "favorite",
    "heart.circle.fill": "favorite",
    "heart.slash": "heart_broken",
    "waveform.path.ecg": "monitor_heart",
    "cross": "local_hospital",
    "cross.fill": "local_hospital",
    "cross.case": "medical_services",
    "cross.case.fill": "medical_services",
    "pills": "medication",
    "pills.fill": "medication",
    "pill": "medication",
    "pill.fill": "medication",
    "syringe": "vaccines",
    "syringe.fill": "vaccines",
    "bandage": "healing",
    "bandage.fill": "healing",
    "brain.head.profile": "psychology",
    "facemask": "masks",
    "facemask.fill": "masks",
    "scalemass": "monitor_weight",
    "scalemass.fill": "monitor_weight",

    # Media
    "play": "play_arrow",
    "play.fill": "play_arrow",
    "pause": "pause",
    "pause.fill": "pause",
    "stop": "stop",
    "stop.fill": "stop",
    "play.circle": "play_circle_outline",
    "play.circle.fill": "play_circle_filled",
    "pause.circle": "pause_circle_outline",
    "pause.circle.fill": "pause_circle_filled",
    "stop.circle": "stop_circle",
    "stop.circle.fill": "stop_circle",
    "forward.fill": "fast_forward",
    "backward.fill": "fast_rewind",
    "forward.end.fill": "skip_next",
    "backward.end.fill": "skip_previous",
    "goforward.10": "forward_10",
    "goforward.30": "forward_30",
    "gobackward.10": "replay_10",
    "gobackward.30": "replay_30",
    "shuffle": "shuffle",
    "repeat": "repeat",
    "repeat.1": "repeat_one",
    "speaker.fill": "volume_mute",
    "speaker.slash.fill": "volume_off",
    "speaker.wave.1.fill": "volume_down",
    "speaker.wave.2.fill": "volume_up",
    "speaker.wave.3.fill": "volume_up",
    "music.note": "music_note",
    "music.note.list": "queue_music",
    "music.mic": "mic_external_on",
    "mic": "mic_none",
    "mic.fill": "mic",
    "mic.slash.fill": "mic_off",
    "headphones": "headphones",
    "hifispeaker.fill": "speaker",
    "radio": "radio",
    "radio.fill": "radio",
    "waveform": "graphic_eq",
    "tv": "tv",
    "tv.fill": "tv",
    "film": "theaters",
    "film.fill": "theaters",
    "video": "videocam",
    "video.fill": "videocam",
    "video.slash.fill": "videocam_off",
    "camera": "photo_camera",
    "camera.fill": "photo_camera",
    "photo": "image",
    "photo.fill": "image",
    "photo.on.rectangle": "photo_library",
    "book": "menu_book",
    "book.fill": "menu_book",
    "book.closed": "book",
    "book.closed.fill": "book",
    "books.vertical": "library_books",
    "books.vertical.fill": "library_books",
    "newspaper": "newspaper",
    "newspaper.fill": "newspaper",
    "antenna.radiowaves.left.and.right": "sensors",

    # Communication and people
    "envelope": "mail_outline",
    "envelope.fill": "mail",
    "envelope.open": "drafts",
    "envelope.open.fill": "drafts",
    "envelope.badge": "mark_email_unread",
    "message": "chat_bubble_outline",
    "message.fill": "chat_bubble",
    "bubble.left": "chat_bubble_outline",
    "bubble.left.fill": "chat_bubble",
    "bubble.left.and.bubble.right": "forum",
    "bubble.left.and.bubble.right.fill": "forum",
    "phone": "phone",
    "phone.fill": "phone",
    "phone.down.fill": "call_end",
    "phone.arrow.up.right": "call_made",
    "paperplane": "send",
    "paperplane.fill": "send",
    "at": "alternate_email",
    "link": "link",
    "wifi": "wifi",
    "wifi.slash": "wifi_off",
    "cellularbars": "signal_cellular_alt",
    "person": "person_outline",
    "person.fill": "person",
    "person.circle": "account_circle",
    "person.circle.fill": "account_circle",
    "person.crop.circle": "account_circle",
    "person.crop.circle.fill": "account_circle",
    "person.2": "people",
    "person.2.fill": "people",
    "person.3": "groups",
    "person.3.fill": "groups",
    "person.badge.plus": "person_add",
    "figure.2.and.child.holdinghands": "family_restroom",
    "hand.wave": "waving_hand",
    "hand.wave.fill": "waving_hand",
    "hand.tap": "touch_app",
    "hand.tap.fill": "touch_app",
    "hand.raised": "back_hand",
    "hand.raised.fill": "back_hand",
    "hand.thumbsup": "thumb_up_off_alt",
    "hand.thumbsup.fill": "thumb_up",
    "hand.thumbsdown": "thumb_down_off_alt",
    "hand.thumbsdown.fill": "thumb_down",

    # Arrows and chevrons
    "chevron.right": "chevron_right",
    "chevron.left": "chevron_left",
    "chevron.up": "expand_less",
    "chevron.down": "expand_more",
    "chevron.forward": "chevron_right",
    "chevron.backward": "chevron_left",
    "chevron.up.chevron.down": "unfold_more",
    "arrow.up": "arrow_upward",
    "arrow.down": "arrow_downward",
    "arrow.left": "arrow_back",
    "arrow.right": "arrow_forward",
    "arrow.forward": "arrow_forward",
    "arrow.backward": "arrow_back",
    "arrow.up.right": "north_east",
    "arrow.up.left": "north_west",
    "arrow.down.right": "south_east",
    "arrow.down.left": "south_west",
    "arrow.up.circle": "arrow_circle_up",
    "arrow.up.circle.fill": "arrow_circle_up",
    "arrow.down.circle": "arrow_circle_down",
    "arrow.down.circle.fill": "arrow_circle_down",
    "arrow.left.circle": "arrow_circle_left",
    "arrow.left.circle.fill": "arrow_circle_left",
    "arrow.right.circle": "arrow_circle_right",
    "arrow.right.circle.fill": "arrow_circle_right",
    "arrow.clockwise": "refresh",
    "arrow.counterclockwise": "replay",
    "arrow.triangle.2.circlepath": "sync",
    "arrow.2.circlepath": "sync",
    # Met in shipping widget extensions (issue 26): closest Material glyphs.
    "arrow.circlepath": "cached",
    "arrow.2.squarepath": "repeat",
    "truck.box": "local_shipping",
    "truck.box.fill": "local_shipping",
    "cube": "view_in_ar",
    "cube.fill": "view_in_ar",
    "face.smiling": "sentiment_satisfied",
    "face.smiling.fill": "sentiment_satisfied",
    "drop.triangle": "water_damage",
    "drop.triangle.fill": "water_damage",
    "arrow.up.arrow.down": "swap_vert",
    "arrow.left.arrow.right": "swap_horiz",
    "arrow.uturn.backward": "undo",
    "arrow.uturn.forward": "redo",
    "arrow.uturn.left": "undo",
    "arrow.uturn.right": "redo",
    "arrow.turn.up.right": "turn_right",
    "arrow.turn.up.left": "turn_left",
    "arrow.triangle.branch": "alt_route",
    "arrow.triangle.merge": "merge_type",
    "arrow.up.right.square": "open_in_new",
    "arrow.up.forward.app": "open_in_new",
    "arrow.up.to.line": "vertical_align_top",
    "arrow.down.to.line": "vertical_align_bottom",
    "arrow.up.left.and.arrow.down.right": "open_in_full",
    "arrow.down.right.and.arrow.up.left": "close_fullscreen",
    "arrowtriangle.up.fill": "arrow_drop_up",
    "arrowtriangle.down.fill": "arrow_drop_down",
    "arrowtriangle.left.fill": "arrow_left",
    "arrowtriangle.right.fill": "arrow_right",
    "square.and.arrow.up": "ios_share",
    "square.and.arrow.up.fill": "ios_share",
    "square.and.arrow.down": "file_download",
    "square.and.arrow.down.fill": "file_download",
    "icloud": "cloud_queue",
    "icloud.fill": "cloud",
    "icloud.and.arrow.down": "cloud_download",
    "icloud.and.arrow.up": "cloud_upload",

    # Status and controls
    "checkmark": "check",
    "checkmark.circle": "check_circle_outline",
    "checkmark.circle.fill": "check_circle",
    "checkmark.square": "check_box",
    "checkmark.square.fill": "check_box",
    "checkmark.seal": "verified",
    "checkmark.seal.fill": "verified",
    "checkmark.shield": "verified_user",
    "checkmark.shield.fill": "verified_user",
    "xmark": "close",
    "xmark.circle": "highlight_off",
    "xmark.circle.fill": "cancel",
    "xmark.square": "disabled_by_default",
    "xmark.square.fill": "disabled_by_default",
    "xmark.octagon": "dangerous",
    "xmark.octagon.fill": "dangerous",
    "exclamationmark": "priority_high",
    "exclamationmark.triangle": "warning_amber",
    "exclamationmark.triangle.fill": "warning",
    "exclamationmark.circle": "error_outline",
    "exclamationmark.circle.fill": "error",
    "exclamationmark.octagon": "report",
    "exclamationmark.octagon.fill": "report",
    "exclamationmark.bubble": "announcement",
    "exclamationmark.bubble.fill": "announcement",
    "info": "info",
    "info.circle": "info_outline",
    "info.circle.fill": "info",
    "questionmark": "question_mark",
    "questionmark.circle": "help_outline",
    "questionmark.circle.fill": "help",
    "plus": "add",
    "plus.circle": "add_circle_outline",
    "plus.circle.fill": "add_circle",
    "plus.square": "add_box",
    "plus.square.fill": "add_box",
    "minus": "remove",
    "minus.circle": "remove_circle_outline",
    "minus.circle.fill": "remove_circle",
    "nosign": "block",
    "star": "star_border",
    "star.fill": "star",
    "star.leadinghalf.filled": "star_half",
    "star.circle": "stars",
    "star.circle.fill": "stars",
    "bookmark": "bookmark_border",
    "bookmark.fill": "bookmark",
    "flag": "outlined_flag",
    "flag.fill": "flag",
    "pin": "push_pin",
    "pin.fill": "push_pin",
    "lock": "lock_outline",
    "lock.fill": "lock",
    "lock.open": "lock_open",
    "lock.open.fill": "lock_open",
    "key": "vpn_key",
    "key.fill": "vpn_key",
    "shield": "shield",
    "shield.fill": "shield",
    "eye": "visibility",
    "eye.fill": "visibility",
    "eye.slash": "visibility_off",
    "eye.slash.fill": "visibility_off",
    "magnifyingglass": "search",
    "gear": "settings",
    "gearshape": "settings",
    "gearshape.fill": "settings",
    "slider.horizontal.3": "tune",
    "pencil": "edit",
    "square.and.pencil": "edit_note",
    "trash": "delete_outline",
    "trash.fill": "delete",
    "doc": "insert_drive_file",
    "doc.fill": "insert_drive_file",
    "doc.text": "description",
    "doc.text.fill": "description",
    "folder": "folder_open",
    "folder.fill": "folder",
    "paperclip": "attach_file",
    "list.bullet": "format_list_bulleted",
    "list.number": "format_list_numbered",
    "line.3.horizontal": "menu",
    "line.3.horizontal.decrease": "filter_list",
    "square.grid.2x2": "grid_view",
    "square.grid.2x2.fill": "grid_view",
    "ellipsis": "more_horiz",
    "ellipsis.circle": "more_horiz",
    "ellipsis.circle.fill": "more_horiz",
    "circle": "radio_button_unchecked",
    "circle.fill": "circle",
    "largecircle.fill.circle": "radio_button_checked",
    "record.circle": "radio_button_checked",
    "square": "crop_square",
    "square.fill": "square",
    "battery.100": "battery_full",
    "battery.75": "battery_5_bar",
    "battery.50": "battery_4_bar",
    "battery.25": "battery_2_bar",
    "battery.0": "battery_0_bar",
    "battery.100.bolt": "battery_charging_full",
    "power": "power_settings_new",
    "lightbulb": "lightbulb_outline",
    "lightbulb.fill": "lightbulb",
    "wand.and.stars": "auto_fix_high",
    "qrcode": "qr_code",
    "qrcode.viewfinder": "qr_code_scanner",
    "touchid": "fingerprint",

    # Devices
    "iphone": "phone_iphone",
    "ipad": "tablet_mac",
    "applewatch": "watch",
    "laptopcomputer": "laptop",
    "desktopcomputer": "desktop_mac",
    "display": "monitor",
    "keyboard": "keyboard",
    "printer": "print",
    "printer.fill": "print",

    # Food, home and everyday things
    "fork.knife": "restaurant",
    "fork.knife.circle": "restaurant",
    "fork.knife.circle.fill": "restaurant",
    "cup.and.saucer": "local_cafe",
    "cup.and.saucer.fill": "local_cafe",
    "mug": "coffee",
    "mug.fill": "coffee",
    "wineglass": "wine_bar",
    "wineglass.fill": "wine_bar",
    "takeoutbag.and.cup.and.straw": "fastfood",
    "takeoutbag.and.cup.and.straw.fill": "fastfood",
    "birthday.cake": "cake",
    "birthday.cake.fill": "cake",
    "party.popper": "celebration",
    "party.popper.fill": "celebration",
    "pawprint": "pets",
    "pawprint.fill": "pets",
    "ladybug": "bug_report",
    "ladybug.fill": "bug_report",
    "hammer": "construction",
    "hammer.fill": "construction",
    "wrench": "build",
    "wrench.fill": "build",
    "wrench.and.screwdriver": "handyman",
    "wrench.and.screwdriver.fill": "handyman",
    "scissors": "content_cut",
    "paintbrush": "brush",
    "paintbrush.fill": "brush",
    "paintpalette": "palette",
    "paintpalette.fill": "palette",
    "graduationcap": "school",
    "graduationcap.fill": "school",
    "briefcase": "work_outline",
    "briefcase.fill": "work",
    "backpack": "backpack",
    "backpack.fill": "backpack",
    # Names met in shipping widgets (issue 26) and other common ones.
    "arrow.triangle.2.circlepath.circle": "sync",
    "arrow.clockwise.circle": "autorenew",
    "cube.box": "inventory_2",
    "cube.box.fill": "inventory_2",
    "face.dashed": "sentiment_neutral",
    "drop.degreesign": "thermostat",
    "drop.degreesign.fill": "thermostat",
    "doc.plaintext": "description",
    "doc.plaintext.fill": "description",
    "doc.richtext": "article",
    "doc.richtext.fill": "article",
    "list.bullet.below.rectangle": "post_add",
    "moon.circle": "dark_mode",
    "moon.circle.fill": "dark_mode",
    "sun.max.circle": "light_mode",
    "sun.max.circle.fill": "wb_sunny",
    "person.badge.key": "key",
    "person.badge.key.fill": "key",
    "plus.bubble": "add_comment",
    "plus.bubble.fill": "add_comment",
    "text.bubble": "textsms",
    "text.bubble.fill": "textsms",
    "textformat": "text_fields",
    "textformat.size": "format_size",
    "arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill": "compare_arrows",
    "gauge.with.dots.needle.33percent": "speed",
    "gauge.with.dots.needle.50percent": "speed",
    "gauge.with.dots.needle.67percent": "speed",
    "square.stack.3d.up": "layers",
    "square.stack.3d.up.fill": "layers",
    "tree": "park",
    "tree.fill": "park",
    "globe.europe.africa": "public",
    "globe.europe.africa.fill": "public",
    "network": "lan",
    "bolt.slash": "flash_off",
    "lightbulb.slash": "lightbulb_outline",
    "powerplug": "power",
    "powerplug.fill": "power",
    "timer.circle": "timer",
    "lungs": "air",
    "stethoscope": "medical_services",
    "tennis.racket": "sports_tennis",
    "hifispeaker": "speaker",
    "scanner": "scanner",
    "camera.viewfinder": "center_focus_strong",
    "barcode": "qr_code_scanner",
    "barcode.viewfinder": "qr_code_scanner",
    "lock.shield": "security",
    "lock.shield.fill": "security",
    "exclamationmark.shield": "gpp_maybe",
    "exclamationmark.shield.fill": "gpp_maybe",
    "eyeglasses": "visibility",
    "binoculars": "travel_explore",
    "binoculars.fill": "travel_explore",
    "house.circle": "home",
    "house.circle.fill": "home",
    "eurosign.circle": "euro",
    "number": "tag",
    "number.circle": "tag",
    "textformat.abc": "abc",
    "character.book.closed": "translate",
    "pencil.circle": "edit",
    "pencil.circle.fill": "edit",
    "highlighter": "highlight",
    "link.circle": "link",
    "link.circle.fill": "link",
    "archivebox": "archive",
    "archivebox.fill": "archive",
    "tray": "inbox",
    "tray.fill": "inbox",
    "tray.full": "all_inbox",
    "tray.full.fill": "all_inbox",
    "externaldrive": "storage",
    "externaldrive.fill": "storage",
    "server.rack": "dns",
    "arrow.up.right.square.fill": "open_in_new",
    "playpause.fill": "play_arrow",
    "guitars": "piano",
    "ticket": "confirmation_number",
    "ticket.fill": "confirmation_number",
    "theatermasks": "theater_comedy",
    "theatermasks.fill": "theater_comedy",
    "popcorn": "local_movies",
    "popcorn.fill": "local_movies",
}

# Every other name of Apple's catalogue (sf-symbol-names.txt) gets an estimated stand-in, chosen
# automatically (estimate() below, first rule that gives a hand-mapped name or an icon wins):
#   1. "variant": the name without its variant parts (VARIANT_WORDS, numbers, a trailing
#      localisation such as .ar, and a ".badge.…" tail) dropped from the end one at a time, or its
#      longest prefix of two words or more, is hand-mapped (bell.circle.fill -> bell);
#   2. "word": the first word, left to right, that is itself a hand-mapped name (or whose ".fill" form
#      is; a filled name prefers it) or that WORDS maps to a Material icon (heart.text.square -> heart,
#      lightbulb.max -> lightbulb, bolt.car -> bolt);
#   3. "generic": GENERIC, one neutral glyph.
# These entries are approximate by construction and marked so (sf-symbols-estimated.txt).
NAMES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sf-symbol-names.txt")
ESTIMATED_OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sf-symbols-estimated.txt")
LOCALISATIONS = {"ar", "he", "hi", "ja", "ko", "th", "zh", "el", "ru", "my", "km", "mr", "bn", "gu", "kn",
                 "ml", "or", "pa", "sat", "si", "ta", "te", "mni"}
VARIANT_WORDS = {"fill", "filled", "circle", "square", "rectangle", "slash", "rtl", "inverse", "dotted", "dashed"} | LOCALISATIONS
GENERIC = "category"
NUMBER_ICON = "pin"  # the Material "123" keypad glyph
LETTER_ICON = "abc"
# SF Symbols words -> Material icon names (checked against the font like MAPPING).
WORDS = {
    "heart": "favorite", "person": "person", "figure": "accessibility_new", "car": "directions_car",
    "suv": "directions_car", "truck": "local_shipping", "bolt": "bolt", "ev": "ev_station",
    "carseat": "airline_seat_recline_normal", "steeringwheel": "directions_car", "windshield": "directions_car",
    "headlight": "highlight", "engine": "build", "fuelpump": "local_gas_station", "poweroutlet": "outlet",
    "powerplug": "power", "power": "power_settings_new", "lightbulb": "lightbulb", "light": "lightbulb",
    "lamp": "light", "lightswitch": "toggle_on", "house": "home", "building": "business",
    "gear": "settings", "gearshape": "settings", "doc": "description", "folder": "folder",
    "trash": "delete", "pencil": "edit", "star": "star", "bookmark": "bookmark", "book": "menu_book",
    "books": "library_books", "cloud": "cloud", "icloud": "cloud", "sun": "wb_sunny", "moon": "nightlight",
    "moonphase": "nightlight", "moonrise": "nightlight", "moonset": "nightlight", "envelope": "mail",
    "mail": "mail", "phone": "phone", "message": "chat", "bubble": "chat_bubble", "video": "videocam",
    "camera": "photo_camera", "photo": "image", "music": "music_note", "play": "play_arrow",
    "pause": "pause", "stop": "stop", "playpause": "play_arrow", "mic": "mic", "speaker": "volume_up",
    "hifispeaker": "speaker", "homepod": "speaker", "homepodmini": "speaker", "wifi": "wifi",
    "antenna": "sensors", "battery": "battery_full", "batteryblock": "battery_full", "lock": "lock",
    "key": "vpn_key", "globe": "public", "map": "map", "location": "near_me", "mappin": "place",
    "flag": "flag", "bell": "notifications", "clock": "schedule", "calendar": "calendar_today",
    "cart": "shopping_cart", "bag": "shopping_bag", "creditcard": "credit_card", "chart": "bar_chart",
    "tv": "tv", "display": "desktop_windows", "desktopcomputer": "desktop_windows",
    "laptopcomputer": "laptop", "macbook": "laptop", "iphone": "smartphone", "ipad": "tablet",
    "ipodtouch": "smartphone", "applewatch": "watch", "airpods": "headphones", "airpodspro": "headphones",
    "airpod": "headphones", "airpodpro": "headphones", "beats": "headphones", "earbuds": "headphones",
    "headphones": "headphones", "keyboard": "keyboard", "printer": "print", "scanner": "scanner",
    "externaldrive": "storage", "server": "dns", "cpu": "memory", "memorychip": "memory",
    "gamecontroller": "sports_esports", "arcade": "videogame_asset", "dpad": "gamepad",
    "paintbrush": "brush", "paintpalette": "palette", "hammer": "build", "wrench": "build",
    "scissors": "content_cut", "magnifyingglass": "search", "plus": "add", "minus": "remove",
    "multiply": "close", "xmark": "close", "checkmark": "check", "exclamationmark": "priority_high",
    "questionmark": "help", "info": "info", "arrow": "arrow_forward", "arrowshape": "forward",
    "arrowtriangle": "play_arrow", "chevron": "chevron_right", "list": "list", "text": "notes",
    "textformat": "text_fields", "character": "text_fields", "textbox": "text_fields",
    "tablecells": "table_chart", "table": "table_chart", "circle": "circle", "square": "crop_square",
    "rectangle": "crop_16_9", "capsule": "crop_16_9", "oval": "circle", "triangle": "change_history",
    "diamond": "diamond", "hexagon": "hexagon", "pentagon": "pentagon", "octagon": "hexagon",
    "shield": "shield", "hand": "pan_tool", "hands": "pan_tool", "eye": "visibility", "ear": "hearing",
    "hearingdevice": "hearing", "face": "face", "brain": "psychology", "lungs": "air", "cross": "add",
    "staroflife": "medical_services", "pill": "medication", "pills": "medication", "bandage": "healing",
    "stethoscope": "medical_services", "bed": "bed", "sofa": "chair", "chair": "chair", "fan": "mode_fan_off",
    "fanblades": "mode_fan_off", "drop": "water_drop", "flame": "local_fire_department", "leaf": "eco",
    "tree": "park", "mountain": "landscape", "pawprint": "pets", "dog": "pets", "cat": "pets",
    "hare": "cruelty_free", "tortoise": "cruelty_free", "fish": "set_meal", "bird": "flutter_dash",
    "ant": "bug_report", "ladybug": "bug_report", "lizard": "pets", "airplane": "flight",
    "bus": "directions_bus", "tram": "tram", "train": "train", "bicycle": "directions_bike",
    "scooter": "electric_scooter", "sailboat": "sailing", "ferry": "directions_boat",
    "parkingsign": "local_parking", "signpost": "signpost", "road": "add_road", "cup": "local_cafe",
    "mug": "coffee", "wineglass": "wine_bar", "fork": "restaurant", "birthday": "cake",
    "gift": "redeem", "tag": "local_offer", "ticket": "confirmation_number", "film": "movie",
    "theatermasks": "theater_comedy", "sportscourt": "sports", "soccerball": "sports_soccer",
    "basketball": "sports_basketball", "football": "sports_football", "baseball": "sports_baseball",
    "tennisball": "sports_tennis", "tennis": "sports_tennis", "volleyball": "sports_volleyball",
    "hockey": "sports_hockey", "cricket": "sports_cricket", "trophy": "emoji_events", "medal": "military_tech",
    "graduationcap": "school", "storefront": "storefront", "newspaper": "newspaper", "link": "link",
    "paperclip": "attach_file", "paperplane": "send", "tray": "inbox", "archivebox": "archive",
    "shippingbox": "inventory_2", "box": "inventory_2", "cube": "view_in_ar", "sparkles": "auto_awesome",
    "wand": "auto_fix_high", "die": "casino", "dice": "casino", "puzzlepiece": "extension",
    "crown": "workspace_premium", "network": "lan", "dot": "fiber_manual_record",
    "smallcircle": "fiber_manual_record", "number": "tag", "waveform": "graphic_eq", "pianokeys": "piano",
    "faceid": "face", "touchid": "fingerprint", "thermometer": "thermostat", "snowflake": "ac_unit",
    "wind": "air", "tornado": "tornado", "hurricane": "cyclone", "tropicalstorm": "storm",
    "umbrella": "beach_access", "sunrise": "wb_twilight", "sunset": "wb_twilight", "water": "waves",
    "wave": "waves", "gauge": "speed", "speedometer": "speed", "timer": "timer", "alarm": "alarm",
    "hourglass": "hourglass_empty", "stopwatch": "timer", "repeat": "repeat", "shuffle": "shuffle",
    "goforward": "fast_forward", "gobackward": "fast_rewind", "forward": "fast_forward",
    "backward": "fast_rewind", "eject": "eject", "airplayaudio": "airplay", "airplayvideo": "airplay",
    "cable": "cable", "simcard": "sim_card", "sdcard": "sd_card", "flashlight": "flashlight_on",
    "rotate": "rotate_right", "viewfinder": "center_focus_strong", "qrcode": "qr_code",
    "barcode": "qr_code", "door": "door_front", "window": "window", "blinds": "blinds",
    "washer": "local_laundry_service", "dryer": "dry", "dishwasher": "kitchen", "refrigerator": "kitchen",
    "oven": "kitchen", "microwave": "microwave", "toilet": "wc", "shower": "shower", "bathtub": "bathtub",
    "tshirt": "checkroom", "backpack": "backpack", "suitcase": "luggage", "briefcase": "work",
    "handbag": "shopping_bag", "tent": "nature", "binoculars": "visibility", "mirror": "flip",
    "slider": "tune", "dial": "tune", "switch": "toggle_on",
    "dollarsign": "attach_money", "centsign": "attach_money", "eurosign": "euro",
    "sterlingsign": "currency_pound", "yensign": "currency_yen", "bitcoinsign": "currency_bitcoin",
    "indianrupeesign": "currency_rupee", "rublesign": "currency_ruble", "banknote": "payments",
    "percent": "percent", "plusminus": "exposure", "divide": "calculate", "equal": "calculate",
    "function": "functions", "sum": "functions", "command": "keyboard_command_key",
    "translate": "translate", "signature": "draw", "eraser": "auto_fix_normal",
    "lasso": "gesture", "scribble": "gesture", "eyedropper": "colorize", "crop": "crop",
    "photoartframe": "image", "pano": "panorama", "livephoto": "motion_photos_on",
    "memories": "collections", 
    "squares": "grid_view", "grid": "grid_view", "app": "apps", "apps": "apps", "sidebar": "view_sidebar",
    "macwindow": "web_asset", "menubar": "web_asset", "dock": "web_asset", "pip": "picture_in_picture",
    "align": "format_align_left", "distribute": "format_align_center", "quote": "format_quote",
    "bold": "format_bold", "italic": "format_italic", "underline": "format_underlined",
    "strikethrough": "format_strikethrough", "checklist": "checklist", "note": "sticky_note_2",
    "ellipsis": "more_horiz", "line": "menu", "point": "timeline", "curlybraces": "data_object",
    "terminal": "terminal", "applescript": "code",
    "infinity": "all_inclusive", "at": "alternate_email", "asterisk": "emergency",
    "teletype": "tty", "personalhotspot": "wifi_tethering", "sensor": "sensors", "smoke": "air",
    "humidifier": "water_drop", "humidity": "water_drop", "sprinkler": "water_drop",
    "popcorn": "local_movies", "balloon": "celebration", "party": "celebration", "wallet": "wallet",
    "microbe": "coronavirus", "allergens": "grass", "carbon": "co2", "aqi": "air", "sos": "sos",
    "nosign": "block", "tuningfork": "tune",
    "metronome": "timer", "guitars": "music_note", "horn": "campaign",
    "megaphone": "campaign", "loupe": "search", "scope": "my_location", "target": "adjust",
    "pin": "push_pin", "studentdesk": "school", "button": "smart_button", "appletvremote": "settings_remote",
    "air": "air", "volume": "volume_up", "cursorarrow": "mouse", "computermouse": "mouse", "magicmouse": "mouse",
    "macpro": "computer", "macmini": "computer", "macstudio": "computer", "applepencil": "edit",
    "delete": "backspace", "digitalcrown": "watch", "appletv": "tv", "clipboard": "content_paste",
    "flask": "science", "fireplace": "fireplace", "heater": "local_fire_department", "mouth": "mood",
    "nose": "face", "magazine": "menu_book", "movieclapper": "movie", "opticaldisc": "album",
    "internaldrive": "storage", "radiowaves": "sensors", "return": "keyboard_return",
    "capslock": "keyboard_capslock", "accessibility": "accessibility", "airport": "wifi",
    "arrowkeys": "keyboard_arrow_up", "pedal": "speed", "paddleshifter": "speed", "suit": "style", 
}



def is_number(word):
    return word[:1].isdigit()


def estimate(name):
    """(Material icon name, rule, hand-mapped name it follows or None) for a catalogue name without a hand mapping."""
    words = name.split(".")
    core = words[:words.index("badge")] if "badge" in words[1:] else words
    # 1. variant parts dropped from the end, one at a time; then all of them; then the longest prefix.
    trimmed = list(core)
    while trimmed:
        filled = (".".join(trimmed) + ".fill", ".".join(trimmed))  # a filled name follows a filled form
        for candidate in filled if "fill" in words else reversed(filled):
            if candidate != name and candidate in MAPPING:
                return MAPPING[candidate], "variant", candidate
        if trimmed[-1] in VARIANT_WORDS or is_number(trimmed[-1]):
            trimmed.pop()
        else:
            break
    plain = [w for w in core if w not in VARIANT_WORDS and not is_number(w)]
    for n in range(len(plain), 1, -1):
        candidate = ".".join(plain[:n])
        if candidate != name and candidate in MAPPING:
            return MAPPING[candidate], "variant", candidate
    # 2. the first word with a Material icon of its own.
    for word in words:
        for candidate in ((word + ".fill", word) if "fill" in words else (word, word + ".fill")):
            if candidate in MAPPING:
                return MAPPING[candidate], "word", candidate
        if word in WORDS:
            return WORDS[word], "word", None
        if is_number(word):
            return NUMBER_ICON, "word", None
        if len(word) == 1:
            return LETTER_ICON, "word", None
    # 3. one generic glyph.
    return GENERIC, "generic", None


def load_names():
    """Apple's catalogue: name -> iOS version, from sf-symbol-names.txt."""
    names = {}
    with open(NAMES, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, version = line.split()
            names[name] = version
    return names


# Which symbols are drawn mirrored in a right-to-left layout (the table's "mirrorsInRTL": true).
# Source: SF Symbols' own naming. Since SF Symbols 2 (WWDC 2020), a direction relative to the
# reading order is named forward/backward or leading/trailing, and those symbols flip in
# right-to-left; a name with left/right (chevron.right, arrow.left, text.alignleft) is a fixed
# direction and does not flip, as SwiftUI's explicit edges do not. Media-transport and skip
# symbols (forward.fill, gobackward.10, ...) keep their direction: the HIG's Right to left page
# says not to flip playback controls, which follow the direction of tape. list.bullet is the one
# symbol without such a word whose right-to-left form (bullets on the right) the SF Symbols app
# shows [inferred from the app, not from an Apple document]. Edit here; run the script.
DIRECTIONAL_WORDS = ("forward", "backward", "leading", "trailing")
FIXED_IN_RTL = {"forward.fill", "backward.fill", "forward.end.fill", "backward.end.fill",
                "goforward.10", "goforward.30", "gobackward.10", "gobackward.30"}
MIRRORED_IN_RTL = {"list.bullet"}


def mirrors_in_rtl(name):
    if name in FIXED_IN_RTL:
        return False
    words = re.split(r"[.]", name)
    return name in MIRRORED_IN_RTL or any(w in DIRECTIONAL_WORDS or w.startswith(DIRECTIONAL_WORDS) for w in words)


def load_codepoints():
    """Icon name -> codepoint (int), from the package's scss list."""
    with open(SCSS, encoding="utf-8") as f:
        return {name: int(cp, 16) for name, cp in re.findall(r'"([^"]+)":\s*([0-9a-fA-F]+)', f.read())}


def load_font():
    """(cmap codepoint -> glyph name, ligature text -> glyph name) of the font."""
    font = TTFont(FONT)
    cmap = font.getBestCmap()
    char_of_glyph = {}
    for cp, glyph in cmap.items():
        char_of_glyph.setdefault(glyph, chr(cp))
    ligatures = {}
    for lookup in font["GSUB"].table.LookupList.Lookup:
        for sub in lookup.SubTable:
            if lookup.LookupType == 7:
                sub = sub.ExtSubTable
            for first, ligs in getattr(sub, "ligatures", {}).items():
                for lig in ligs:
                    text = "".join(char_of_glyph.get(g, "\0") for g in [first] + lig.Component)
                    ligatures[text] = lig.LigGlyph
    return cmap, ligatures


def package_version():
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", PACKAGE], capture_output=True, text=True, check=True)
        return out.stdout.split("+")[0].split("-")[0]
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def glyph_check(icon, codepoints, cmap, ligatures):
    """The icon's codepoint, or a problem: the name must be in the scss list, its codepoint in the
    font's cmap, and the font's ligature for the name must give the same glyph."""
    cp = codepoints.get(icon)
    if cp is None:
        return None, f"no Material icon named '{icon}' in {SCSS}"
    if cp not in cmap:
        return None, f"codepoint {cp:04x} of '{icon}' is not in the font's cmap"
    if ligatures.get(icon) != cmap[cp]:
        return None, f"the font's ligature '{icon}' is not the glyph at {cp:04x}"
    return cp, None


def build():
    """(hand-mapped symbols, estimated stand-ins: name -> (icon, codepoint, rule), catalogue size)."""
    codepoints = load_codepoints()
    cmap, ligatures = load_font()
    problems, symbols = [], {}
    for name in sorted(MAPPING):
        icon = MAPPING[name]
        cp, problem = glyph_check(icon, codepoints, cmap, ligatures)
        if problem:
            problems.append(f"{name}: {problem}")
        else:
            symbols[name] = {"icon": icon, "codepoint": f"{cp:04x}"}
            if mirrors_in_rtl(name):
                symbols[name]["mirrorsInRTL"] = True
    for word, icon in sorted(WORDS.items()) + [("(generic)", GENERIC), ("(number)", NUMBER_ICON), ("(letter)", LETTER_ICON)]:
        _, problem = glyph_check(icon, codepoints, cmap, ligatures)
        if problem:
            problems.append(f"WORDS[{word}]: {problem}")
    catalogue = load_names()
    if list(catalogue) != sorted(catalogue):
        problems.append(f"{NAMES} is not sorted")
    estimated = {}
    for name in sorted(catalogue):
        if name in MAPPING:
            continue
        icon, rule, _ = estimate(name)
        cp, problem = glyph_check(icon, codepoints, cmap, ligatures)
        if problem:
            problems.append(f"{name} (estimated): {problem}")
        else:
            estimated[name] = (icon, cp, rule)
    if problems:
        sys.exit("make_table.py: " + "\n  ".join(["problems:"] + problems))
    return symbols, estimated, len(catalogue)


def render(symbols):
    about = (f"SF Symbols names mapped to Material Icons glyphs ({PACKAGE} {package_version()}), for drawing "
             "symbols without shipping SF Symbols. codepoint is hex, a private-use character of the font; "
             "icon is its Material name. Generated by make_table.py, which checks each codepoint against "
             "the font's cmap and ligatures: edit the mapping there, not here. mirrorsInRTL: the symbol is "
             "drawn mirrored in right-to-left layouts (the rule and its source are in make_table.py).")
    lines = ["{",
             f'  "about": {json.dumps(about, ensure_ascii=False)},',
             f'  "font": {json.dumps(FAMILY)},',
             '  "symbols": {']
    items = [f"    {json.dumps(n)}: {json.dumps(symbols[n], separators=(', ', ': '))}" for n in sorted(symbols)]
    lines.append(",\n".join(items))
    lines += ["  }", "}", ""]
    return "\n".join(lines)


def render_estimated(estimated):
    """One line per name: `name codepoint icon`, then ` rtl` when it mirrors in right-to-left layouts."""
    lines = ["# Estimated stand-ins: every name of Apple's SF Symbols catalogue (sf-symbol-names.txt, its source is",
             "# named there) that sf-symbols.json does not map by hand, with the Material Icons glyph make_table.py",
             f"# chose for it automatically ({PACKAGE} {package_version()}; the rules are in make_table.py). Approximate",
             "# by construction: a glyph that resembles the symbol, or only its subject, or one generic glyph.",
             "# Generated by make_table.py: do not edit. Fields: name, codepoint (hex), Material icon name, and",
             "# `rtl` for a symbol drawn mirrored in right-to-left layouts."]
    for name in sorted(estimated):
        icon, cp, _ = estimated[name]
        lines.append(f"{name} {cp:04x} {icon}" + (" rtl" if mirrors_in_rtl(name) else ""))
    return "\n".join(lines) + "\n"


def main():
    symbols, estimated, catalogue = build()
    outputs = {OUT: render(symbols), ESTIMATED_OUT: render_estimated(estimated)}
    json.loads(outputs[OUT])  # the output must be valid JSON
    rules = {}
    for _, _, rule in estimated.values():
        rules[rule] = rules.get(rule, 0) + 1
    summary = (f"{len(MAPPING)} symbols mapped by hand, {len(estimated)} estimated of {catalogue} catalogue names ("
               + ", ".join(f"{rule}: {n}" for rule, n in sorted(rules.items())) + ")")
    if "--check" in sys.argv[1:]:
        for path, text in outputs.items():
            with open(path, encoding="utf-8") as f:
                if f.read() != text:
                    sys.exit(f"make_table.py: {path} is out of date; run make_table.py")
        print(f"current: {summary}")
        return
    for path, text in outputs.items():
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    print(f"wrote {OUT} and {ESTIMATED_OUT}: {summary}")


if __name__ == "__main__":
    main()
