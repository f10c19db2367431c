#!/usr/bin/env python3
"""The source check of issue 19: no user-visible string bypasses gettext.

Scans src/app, src/cli and src/net for string literals passed as the text of the drawing,
widget, toast and message functions (and, in src/cli and src/net, as the format of fprintf to
stderr), that are not wrapped in _(), N_(), P_() or C_(). A literal with no word in it (only
numbers, placeholders and symbols: "%d", "+%d", "\\xe2\\x88\\x92") is not text and passes.
The ones that must stay English (protocol words, machine-readable lines, test-script
messages) are listed in tests/i18n_allow.txt, each with its reason.

Files of tests/i18n_pending.txt (owned by another branch this round) are listed as pending
without failing, until they have nothing left to wrap (then the check asks to remove them).

usage: i18n_source_check.py SOURCE_DIR ALLOW_FILE [PENDING_FILE]
Prints one line per finding, FILE:LINE: function: "literal", and exits 1 when there is any.
"""
import os
import re
import sys

# function -> index of the text argument (0-based)
TEXT_ARG = {
    'text_draw': 2,
    'text_draw_fit': 2,
    'text_draw_wrapped': 2,
    'text_width': 2,
    'ui_button': 2,
    'ui_panel': 2,
    'ui_text_field': 5,
    'app_toast': 1,
    'fatal_startup': 0,
    'SDL_ShowSimpleMessageBox': 1,
}
# in the command-line programs: fprintf(stderr, FORMAT, ...), fputs(TEXT, stderr)
STDERR_DIRS = ('src/cli/', 'src/net/')
WRAPPERS = ('_', 'N_', 'P_', 'C_')
FMT = re.compile(r'%[-+ #0-9.*]*(?:hh|h|ll|l|z|j|t)?[a-zA-Z]')


def strip_comments(src):
    """Comments become spaces (newlines kept), so that line numbers stay right."""
    out, i, n = [], 0, len(src)
    while i < n:
        c = src[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and src[j] != c:
                j += 2 if src[j] == '\\' else 1
            out.append(src[i:j + 1])
            i = j + 1
        elif src.startswith('/*', i):
            j = src.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', src[i:j]))
            i = j
        elif src.startswith('//', i):
            j = src.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def call_args(src, start):
    """The arguments of the call whose '(' is at start: a list of (text, offset), and the
    offset after ')'."""
    depth, i, n = 0, start, len(src)
    args, cur = [], start + 1
    while i < n:
        c = src[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and src[j] != c:
                j += 2 if src[j] == '\\' else 1
            i = j + 1
            continue
        if c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
            if depth == 0:
                args.append((src[cur:i], cur))
                return args, i + 1
        elif c == ',' and depth == 1:
            args.append((src[cur:i], cur))
            cur = i + 1
        i += 1
    return args, n


def unwrapped_literals(arg, off):
    """The string literals of an argument outside _() N_() P_() C_(): (literal, offset)."""
    found, i, n = [], 0, len(arg)
    while i < n:
        m = re.match(r'\b(N_|P_|C_|_)\s*\(', arg[i:])
        if m and (i == 0 or not (arg[i - 1].isalnum() or arg[i - 1] == '_')):
            _, end = call_args(arg, i + m.end() - 1)
            i = end
            continue
        if arg[i] == "'":
            j = i + 1
            while j < n and arg[j] != "'":
                j += 2 if arg[j] == '\\' else 1
            i = j + 1
            continue
        if arg[i] == '"':
            j = i + 1
            while j < n and arg[j] != '"':
                j += 2 if arg[j] == '\\' else 1
            found.append((arg[i:j + 1], off + i))
            i = j + 1
            continue
        i += 1
    return found


def has_words(lit):
    body = FMT.sub('', lit[1:-1])
    body = re.sub(r'\\(x[0-9a-fA-F]{2}|[0-7]{1,3}|.)', ' ', body)
    # the program's name as the prefix of a message is not a word to translate
    body = re.sub(r'troubadour(?:-cli|-server|-sounds)?(?: [a-z-]+)?:', ' ', body)
    return re.search(r'[A-Za-z]{2,}', body) is not None


def load_allow(path):
    allow = set()
    with open(path, encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line.strip() or line.lstrip().startswith('#'):
                continue
            m = re.match(r'(\S+)\s+("(?:[^"\\]|\\.)*")\s+(\S.*)$', line)
            if not m:
                sys.exit('%s:%d: expected FILE "literal" reason' % (path, n))
            allow.add((m.group(1), m.group(2)))
    return allow


def check_file(root, rel, allow, used):
    with open(os.path.join(root, rel), encoding='utf-8') as f:
        src = strip_comments(f.read())
    names = dict(TEXT_ARG)
    stderr_dir = rel.startswith(STDERR_DIRS)
    if stderr_dir:
        names['fprintf'] = 1
        names['fputs'] = 0
    pat = re.compile(r'(?<![A-Za-z0-9_])(' + '|'.join(map(re.escape, names)) + r')\s*\(')
    out = []
    for m in pat.finditer(src):
        fn = m.group(1)
        if src[:m.start()].rstrip().endswith(('void', 'int', '*')):
            continue  # a declaration or definition
        args, _ = call_args(src, m.end() - 1)
        if fn == 'fprintf' and (not args or args[0][0].strip() != 'stderr'):
            continue
        if fn == 'fputs' and (len(args) < 2 or args[1][0].strip() != 'stderr'):
            continue
        k = names[fn]
        if k >= len(args):
            continue
        for lit, off in unwrapped_literals(*args[k]):
            if not has_words(lit):
                continue
            if (rel, lit) in allow:
                used.add((rel, lit))
                continue
            line = src.count('\n', 0, off) + 1
            out.append('%s:%d: %s: %s' % (rel, line, fn, lit))
    return out


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    root, allow_path = sys.argv[1], sys.argv[2]
    allow = load_allow(allow_path)
    pending = set()
    if len(sys.argv) == 4:
        with open(sys.argv[3], encoding='utf-8') as f:
            pending = {l.strip() for l in f if l.strip() and not l.lstrip().startswith('#')}
    used = set()
    findings = []
    pending_found = {}
    for top in ('src/app', 'src/cli', 'src/net'):
        for d, _, files in sorted(os.walk(os.path.join(root, top))):
            for name in sorted(files):
                if name.endswith('.c'):
                    rel = os.path.relpath(os.path.join(d, name), root)
                    found = check_file(root, rel, allow, used)
                    if rel in pending:
                        pending_found[rel] = found
                    else:
                        findings += found
    for rel in sorted(pending_found):
        for f in pending_found[rel]:
            print('pending: ' + f)
    for f in findings:
        print(f)
    done = sorted(r for r in pending if not pending_found.get(r))
    for rel in done:
        print('%s: nothing left to wrap: remove it from the pending list' % rel)
    stale = sorted(allow - used)
    for rel, lit in stale:
        print('%s: %s is in %s but no longer in the source (remove the line)' %
              (rel, lit, os.path.basename(allow_path)))
    if findings or stale or done:
        print('i18n_source_check: %d string(s) a person reads bypass gettext: wrap them in _() '
              '(N_() in tables, P_() for counts), or list them in %s with the reason'
              % (len(findings), allow_path))
        return 1
    n = sum(len(v) for v in pending_found.values())
    print('i18n_source_check: every text string of src/app, src/cli, src/net is wrapped, but '
          '%d pending in %d file(s) of the pending list' % (n, len(pending_found)) if n else
          'i18n_source_check: every text string of src/app, src/cli, src/net is wrapped')
    return 0


if __name__ == '__main__':
    sys.exit(main())
