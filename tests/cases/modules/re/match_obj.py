# Match objects: group, [], groups, groupdict, start/end/span, expand, lastindex, regs.
import re

m = re.match(r'(?P<first>\w+) (?P<last>\w+)(?P<x>!)?', 'Isaac Newton, physicist')
print(m.group(), m.group(0), m.group(1), m.group('last'), m.group(1, 'last', 0))
print(m[0], m[1], m['first'], m.groups(), m.groups('-'))
print(m.groupdict(), m.groupdict(0))
print(m.start(), m.end(), m.span(), m.start(2), m.end('last'), m.span('x'))
print(m.pos, m.endpos, m.re.pattern, m.string, m.regs)
print(m.lastindex, m.lastgroup, bool(m), repr(m))
print(m.expand(r'\2, \1 [\g<first>] \g<0>'))
for bad in (3, -1, 'nope', 1.5):
    try:
        m.group(bad)
    except IndexError as e:
        print(type(e).__name__, e)
try:
    m.start('nope')
except IndexError as e:
    print(type(e).__name__, e)
m = re.match(r'(a)(b)?', 'ac')
print(m.groups(), m.span(2), m.start(2), m.lastindex)
m = re.match(r'((a)b)', 'ab')
print(m.lastindex, m.regs)
m = re.match(r'(a)(b)', 'ab')
print(m.lastindex)
m = re.search(r'(?P<n>\d)+', 'x123y')
print(m.group('n'), m.span('n'), m.lastgroup)
print(re.match('a', 'a').lastindex, re.match('a', 'a').lastgroup)
m = re.search('é(.)', 'xxéñy')
print(m, m.span(1), m.group(1))
m = re.search(rb'(\d+)', b'ab12')
print(m, m.group(1), m.span())
print(re.match(r'(?P<a>x)(?P<b>y)?', 'x').groupdict('d'))
# lastindex: the group closed last (outer after inner; later after earlier)
print(re.match(r'((a?))', '').lastindex, re.match(r'(a?)(b?)', '').lastindex)
print(re.search(r'\Z(?:(x?))?(\1)', '').lastindex, re.match(r'(a)((b)c)', 'abc').lastindex)
print(re.match(r'(?P<o>(?P<i>a))', 'a').lastgroup, re.match(r'(a)(?:b|(c))', 'ab').lastindex)
