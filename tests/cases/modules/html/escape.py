# html.escape/unescape (named references with and without ';', longest prefix,
# numeric references and the HTML5 fix-ups) and the html.entities tables.
import html
import html.entities as ent

print(html.escape('<a href="x">Tom & \'Jerry\'</a>'))
print(html.escape('<a href="x">\'</a>', quote=False), html.escape(''))
for s in ['&amp;', '&amp', '&AMP;', '&ampx', '&notit;', '&notin;', '&noti', '&lt&gt',
          '&#65;', '&#x41;', '&#X41', '&#65', '&#0;', '&#x80;', '&#x9F;', '&#x81;',
          '&#xD800;', '&#x110000;', '&#1114111;', '&#99999999999999999999;', '&#x1;',
          '&#xB;', '&#xFFFF;', '&#x10FFFE;', '&#13;', '&#', '&#;', '&#x;', '&;', '& ',
          '&Aacute', '&aacute;x', '&' + 'a' * 40 + ';', '&zwnj;&zwj;', 'no refs',
          '&nbsp;&copy;&reg;&euro;&hellip;', '&NotNestedGreaterGreater;', '&amp;amp;',
          '&frac12x', '&frac1', '&#128512;']:
    print(repr(s), ascii(html.unescape(s)))
print(len(ent.html5), len(ent.name2codepoint), len(ent.codepoint2name),
      len(ent.entitydefs))
print(ent.name2codepoint['amp'], ent.codepoint2name[8364], ascii(ent.entitydefs['nbsp']),
      ascii(ent.html5['gt;']), ascii(ent.html5['NotNestedGreaterGreater;']))
print(sorted(ent.__all__), html.__all__)
for f in [lambda: html.escape(None), lambda: html.unescape(5)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
