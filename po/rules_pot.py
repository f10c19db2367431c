#!/usr/bin/env python3
"""Writes the help text's blocks (assets/rules.txt: # headings, - and 1. items, paragraphs) as
gettext template entries, one per block exactly as the help screen joins it (scene_help.c's
parse): the screen translates each block with gettext. Usage: rules_pot.py RULES.txt OUT.pot"""
import sys


def blocks(text):
    out = []  # (line, text)
    cur, cur_line = None, 0
    for no, raw in enumerate(text.split('\n'), 1):
        line = raw.rstrip(' \r')
        s = line.lstrip(' ')
        blank = s == ''
        heading = not blank and s[0] == '#'
        item = not blank and ((s[0] == '-' and s[1:2] == ' ') or
                              ('1' <= s[0] <= '9' and s[1:2] == '.'))
        if (blank or heading or item) and cur is not None:
            out.append((cur_line, cur))
            cur = None
        if heading:
            lvl = 2 if s[1:2] == '#' else 1
            out.append((no, s[lvl:].lstrip(' ')))
        elif not blank:
            if cur is None:
                cur, cur_line = s, no
            else:
                cur += ' ' + s
    if cur is not None:
        out.append((cur_line, cur))
    return [(n, t) for n, t in out if t]


def quote(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


def main():
    src, dst = sys.argv[1], sys.argv[2]
    with open(src, encoding='utf-8') as f:
        text = f.read()
    seen = {}
    for n, t in blocks(text):
        seen.setdefault(t, []).append(n)
    with open(dst, 'w', encoding='utf-8') as f:
        f.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n')
        for t, lines in seen.items():
            f.write('#. TRANSLATORS: a heading, list item or paragraph of the help screen '
                    '(How to play); keep a leading "- " or "1. "\n')
            f.write('#: ' + ' '.join('assets/rules.txt:%d' % n for n in lines) + '\n')
            f.write('msgid %s\nmsgstr ""\n\n' % quote(t))


if __name__ == '__main__':
    main()
