#!/usr/bin/env python3
"""Writes the pseudo-locale en@pseudo from the template: every msgstr about 40 % longer than its
msgid, with accented letters and in brackets, its placeholders (%s, %d, %.40s, %zu, %%) and
escapes (\\n) kept. LANGUAGE=en@pseudo then shows which text does not fit or is not wrapped
(tests/app/pseudo.script). Built at build time, never committed.

usage: pseudo.py troubadour.pot en@pseudo.po
"""
import re
import sys

ACCENT = dict(zip('aeiouycnszAEIOUYCNSZ', 'áéíóúýçñšžÅÉÍÓÚÝÇÑŠŽ'))
VOWELS = set('aeiouAEIOU')
# a printf conversion, a PO escape, or a single character
TOKEN = re.compile(r'%(?:[-+ #0-9.*]*(?:hh|h|ll|l|z|j|t)?[a-zA-Z%])|\\.|.', re.S)


def pseudo(text):
    tokens = TOKEN.findall(text)
    letters = sum(1 for t in tokens if len(t) == 1 and t.isalpha())
    if letters == 0:
        return text  # numbers and symbols only: nothing to lengthen
    extra = max(1, round(0.4 * len(''.join(t for t in tokens if len(t) == 1))))
    out = []
    for t in tokens:
        if len(t) == 1 and t.isalpha():
            a = ACCENT.get(t, t)
            out.append(a)
            if t in VOWELS and extra > 0:
                out.append(a)
                extra -= 1
        else:
            out.append(t)
    # a trailing newline stays last
    tail = ''
    while out and out[-1] == '\\n':
        tail += out.pop()
    return '[' + ''.join(out) + '~' * extra + ']' + tail


def parse(path):
    """Entries of a PO file: dicts of msgctxt, msgid, msgid_plural (unescaped joins)."""
    entries, cur, key = [], {}, None
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if m:
                if m.group(1) in ('msgctxt', 'msgid') and 'msgstr' in ''.join(cur):
                    entries.append(cur)
                    cur = {}
                if m.group(1) == 'msgid' and 'msgctxt' not in cur and 'msgid' in cur:
                    entries.append(cur)
                    cur = {}
                key = m.group(1)
                cur[key] = m.group(2)
            elif line.startswith('"') and key:
                cur[key] += line[1:-1]
            elif line.startswith('#,') and 'c-format' in line:
                cur['#c'] = True
    if cur:
        entries.append(cur)
    return entries


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    out = ['msgid ""', 'msgstr ""', '"Project-Id-Version: troubadour\\n"',
           '"PO-Revision-Date: 2026-12-01 00:00+0000\\n"',
           '"Last-Translator: po/pseudo.py\\n"', '"Language-Team: none\\n"',
           '"Language: en@pseudo\\n"', '"MIME-Version: 1.0\\n"',
           '"Content-Type: text/plain; charset=UTF-8\\n"',
           '"Content-Transfer-Encoding: 8bit\\n"',
           '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', '']
    for e in parse(sys.argv[1]):
        if not e.get('msgid'):
            continue
        if e.get('#c'):
            out.append('#, c-format')
        if 'msgctxt' in e:
            out.append('msgctxt "%s"' % e['msgctxt'])
        out.append('msgid "%s"' % e['msgid'])
        if 'msgid_plural' in e:
            out.append('msgid_plural "%s"' % e['msgid_plural'])
            out.append('msgstr[0] "%s"' % pseudo(e['msgid']))
            out.append('msgstr[1] "%s"' % pseudo(e['msgid_plural']))
        else:
            out.append('msgstr "%s"' % pseudo(e['msgid']))
        out.append('')
    tmp = sys.argv[2] + '.tmp'
    with open(tmp, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out))
    import os
    os.replace(tmp, sys.argv[2])


if __name__ == '__main__':
    main()
