"""What every widget shares (imports nothing from the other widget packages; this file imports
nothing, so a widget takes only the modules it uses):

- ``assets``: where static/ is (the JS and CSS) and how a widget's ``_esm`` is put together.
- ``labels``, ``labels_card_tables``: every UI string, zh and en (the JS holds none).
- ``intents``: what every widget does with an intent (undo/redo, refusals in the widget's
  language, the P-IN2 checks); ``position``: every widget's position code; ``plain_text``:
  ruling ids kept out of what a learner reads.
- ``view``, ``view_claims``, ``view_edits``: pure functions from the engine's answers to the JSON
  the JS draws — tiles, hands, situations, options, claims, the hand lab's edits and text
  format; ``tile_faces``: a tile as tiles.js draws it (its picture and character faces) and
  its name in the widget's language; ``card_faces``: a playing card, an 二八杠 tile, a 跑胡子
  card as cards.js draws them.
- ``display``: the learner's display settings (tile faces: pictures or characters), one for
  every widget, saved beside the record.
- ``record_bridge``: the learner's record kept in the browser's storage (the offline site).
- ``lesson_display``: the small tables and ledgers a lesson shows instead of a printout.
"""
