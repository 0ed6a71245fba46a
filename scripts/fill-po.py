"""Fills empty msgstr entries of a .po catalog from a JSON map {english: translation}.

Usage: python3 scripts/fill-po.py locales/ms/messages.po translations.json
Only empty entries are filled; existing translations are never overwritten.
"""
import json
import sys


def po_unquote(line):
    return json.loads(line[line.index('"'):])


def po_quote(text):
    return json.dumps(text, ensure_ascii=False)


def main(po_path, map_path):
    table = json.load(open(map_path, encoding='utf-8'))
    lines = open(po_path, encoding='utf-8').read().split('\n')
    out, msgid, missing = [], None, []
    for line in lines:
        if line.startswith('msgid '):
            msgid = po_unquote(line)
        if line == 'msgstr ""' and msgid:
            if msgid in table:
                line = 'msgstr ' + po_quote(table[msgid])
            else:
                missing.append(msgid)
        out.append(line)
    open(po_path, 'w', encoding='utf-8').write('\n'.join(out))
    for text in missing:
        print('untranslated:', text)


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
