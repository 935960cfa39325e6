"""The options machinery (the registry of variants itself is in :mod:`.rules`, beside the
class it holds): a variant's options
are a frozen dataclass whose fields carry a one-line doc and the ruling they implement.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .results import Why


def option(default: Any, doc: str, ruling: str = "") -> Any:
    """A rule option: a dataclass field with its one-line doc and the ruling it implements."""
    return dataclasses.field(default=default, metadata={"doc": doc, "ruling": ruling})


@dataclasses.dataclass(frozen=True)
class NoOptions:
    """This variant has no options."""


def build_options(options_cls: type, variant: str, options: dict[str, Any]) -> Any:
    """The frozen options object; ValueError naming an unknown or wrongly typed option (a
    bool is not a number here, though Python's bool is an int)."""
    names = {f.name: f for f in dataclasses.fields(options_cls)}
    for key, value in options.items():
        if key not in names:
            raise ValueError(Why(f"{variant} 没有规则选项 {key!r}；可用的有："
                                 f"{', '.join(names) or '无'}",
                                 f"unknown option {key!r} for {variant}; options: "
                                 f"{', '.join(names) or 'none'}"))
        want = type(names[key].default)
        if want is not type(None) and (not isinstance(value, want)
                                       or isinstance(value, bool) != (want is bool)):
            raise ValueError(Why(f"{variant} 的选项 {key!r} 取 {want.__name__}，不是 {value!r}",
                                 f"option {key!r} of {variant} takes {want.__name__}, "
                                 f"not {value!r}"))
    built = options_cls(**options)
    check = getattr(built, "check", None)  # cross-option checks, where a game has them
    if check:
        check()
    return built


def rules_repr(variant: str, options: Any) -> str:
    """``rules('id', changed=value)``: reads like the call that makes it."""
    changed = {f.name: getattr(options, f.name) for f in dataclasses.fields(options)
               if getattr(options, f.name) != f.default}
    return f"rules({variant!r}" + "".join(f", {k}={v!r}" for k, v in changed.items()) + ")"


# options class → option name → (display name zh, display name en, doc zh); the English doc
# is the field's own. Filled by each layer's option_texts module (widgets/mahjong, cards).
OPTION_TEXTS: dict[type, dict[str, tuple[str, str, str]]] = {}


def option_texts(options_cls: type, texts: dict[str, tuple[str, str, str]]) -> None:
    """Give the options of ``options_cls`` their display names (zh, en) and Chinese docs;
    ValueError for a name that is not one of its fields."""
    names = {f.name for f in dataclasses.fields(options_cls)}
    unknown = sorted(set(texts) - names)
    if unknown:
        raise ValueError(f"{options_cls.__name__} has no option {', '.join(unknown)}")
    OPTION_TEXTS.setdefault(options_cls, {}).update(texts)


# option name → value → (zh, en): an option that takes one of a few words is offered as a
# choice by its meaning (a learner reads 按座次, the API keeps 'turn'). Same name, same words.
OPTION_CHOICES: dict[str, dict[str, tuple[str, str]]] = {}


def option_choices(choices: dict[str, dict[str, tuple[str, str]]]) -> None:
    """Give word-valued options their values' display names (zh, en)."""
    for name, values in choices.items():
        OPTION_CHOICES.setdefault(name, {}).update(values)


def option_docs(options_cls: type) -> list[dict[str, Any]]:
    """name, default, doc and ruling of every option (for the widget's option panel), and
    its display name (``label_zh``, ``label_en``) and doc in Chinese (``doc_zh``): the key
    and the English doc where an option has no texts."""
    texts = OPTION_TEXTS.get(options_cls, {})
    out = []
    for f in dataclasses.fields(options_cls):
        doc = f.metadata.get("doc", "")
        zh, en, doc_zh = texts.get(f.name, (f.name, f.name, doc))
        row = {"name": f.name, "default": f.default, "doc": doc,
               "ruling": f.metadata.get("ruling", ""), "type": type(f.default).__name__,
               "label_zh": zh, "label_en": en, "doc_zh": doc_zh}
        if f.name in OPTION_CHOICES and isinstance(f.default, str):
            row["choices"] = [{"value": v, "label_zh": z, "label_en": e}
                              for v, (z, e) in OPTION_CHOICES[f.name].items()]
        out.append(row)
    return out
