# HTMLParser: a document with script/style CDATA, comments, doctype, PIs, marked
# sections, charrefs both ways, attributes of every form, close() with unclosed
# constructs, reset, and the assertion errors of bad marked sections.
from html.parser import HTMLParser


class Show(HTMLParser):
    def handle_starttag(self, tag, attrs):
        print('start', tag, attrs, self.getpos(), self.get_starttag_text())

    def handle_endtag(self, tag):
        print('end', tag, self.getpos())

    def handle_data(self, data):
        print('data', repr(data), self.getpos())

    def handle_comment(self, data):
        print('comment', repr(data))

    def handle_decl(self, data):
        print('decl', repr(data))

    def handle_pi(self, data):
        print('pi', repr(data))

    def handle_entityref(self, name):
        print('entityref', name)

    def handle_charref(self, name):
        print('charref', name)

    def unknown_decl(self, data):
        print('unknown_decl', repr(data))


DOC = '''<!DOCTYPE html>
<html lang="en"><head><title>T &amp; &#169; &copy x</title>
<script type="text/javascript">if (a < b && c > d) { x = "</div>"; }</script>
<style>p > a { color: red }</STYLE >
</head><body class=main id='b' hidden data-x = "1 &lt; 2" A=B>
<!-- a comment -- with dashes --><?xml version="1.0"?>
<![CDATA[ raw < data ]]><![if !IE]>x<![endif]>
<p>Para &#x41;&#65;&notanentity; &amp<br/><img src="a.png" alt='' />
<a href="?a=1&b=2">link</a></p></body></html>
'''
for conv in (True, False):
    print('--- convert_charrefs', conv)
    p = Show(convert_charrefs=conv)
    p.feed(DOC)
    p.close()
    print(p.getpos(), repr(p.rawdata), p.lasttag)

print('--- pieces')
p = Show()
for ch in '<div a="1">x &amp; y</div><scr' + 'ipt>a</b></script><!-- c -->':
    p.feed(ch)
p.close()
print('--- unclosed at close')
for tail in ['<div', '<!-- never closed', '<!DOCTYPE', '<?pi', '</p', 'text &am',
             'x &#12', '<a href="x', '<script>var x = 1;', '&', '<']:
    p = Show()
    p.feed(tail)
    print('before close', repr(p.rawdata))
    p.close()
    print('after close', repr(p.rawdata))
p = Show()
p.feed('<b>half')
p.reset()
p.feed('<i>new</i>')
p.close()
print(Show.CDATA_CONTENT_ELEMENTS, HTMLParser().get_starttag_text())
for bad in ['<![foo[ x ]]>', '<![1', '<![']:
    p = Show()
    try:
        p.feed(bad)
        p.close()
        print('ok', repr(p.rawdata))
    except AssertionError as e:
        print('AssertionError', e)
try:
    HTMLParser(True)
except TypeError as e:
    print('TypeError', e)
