# HTMLParser event streams over generated markup, fed whole and in pieces, with and
# without convert_charrefs: every handler, positions, get_starttag_text, leftovers.
from html.parser import HTMLParser


class Rec(HTMLParser):
    def __init__(self, **kw):
        self.ev = []
        super().__init__(**kw)

    def handle_starttag(self, t, a):
        self.ev.append(('s', t, a, self.getpos(), self.get_starttag_text()))

    def handle_endtag(self, t):
        self.ev.append(('e', t, self.getpos()))

    def handle_startendtag(self, t, a):
        self.ev.append(('se', t, a, self.getpos()))
        super().handle_startendtag(t, a)

    def handle_data(self, d):
        self.ev.append(('d', d, self.getpos()))

    def handle_comment(self, d):
        self.ev.append(('c', d))

    def handle_decl(self, d):
        self.ev.append(('decl', d))

    def handle_pi(self, d):
        self.ev.append(('pi', d))

    def handle_charref(self, d):
        self.ev.append(('cr', d))

    def handle_entityref(self, d):
        self.ev.append(('er', d))

    def unknown_decl(self, d):
        self.ev.append(('ud', d))


PIECES = ['<', '>', '</', '/>', '<!--', '-->', '<!', '<?', '<![CDATA[', ']]>',
          '<!DOCTYPE html>', '&amp;', '&#65;', '&#x41', '&lt', '&', '#', ';', 'a', 'b',
          'div', ' ', '\n', '=', '"', "'", 'x="1"', '<script>', '</script>', '<style>',
          '</ style >', '<p', '</p>', '&notit;', '&noti', '<br/>', '<![if', '<![endif]>',
          '\t', '/', '--', '\xe9', '&#', '&#x', '<a href=x>', "<img src='y' />",
          '</a b>', '</>', '< ']
seed = 12345


def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return (seed >> 8) % n


for case in range(400):
    s = ''.join(PIECES[rnd(len(PIECES))] for _ in range(rnd(13)))
    cuts = sorted(rnd(len(s) + 1) for _ in range(rnd(4)))
    chunks = []
    p = 0
    for c in cuts:
        chunks.append(s[p:c])
        p = c
    chunks.append(s[p:])
    conv = rnd(2) == 0
    parser = Rec(convert_charrefs=conv)
    try:
        for c in chunks:
            parser.feed(c)
        parser.close()
        print(case, parser.ev, parser.getpos(), repr(parser.rawdata), parser.lasttag)
    except Exception as e:
        print(case, parser.ev, type(e).__name__, e)
