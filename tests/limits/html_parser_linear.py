# HTMLParser's cost grows in proportion to the document: 2,000 rows (230 KB, 18,000
# constructs) parse within a budget of 4 million operations
# (the sandbox charges str.find and failed regex matches for the whole range given,
# so the parser searches with bounded or regex scans; a quadratic charge would need
# hundreds of millions).
# pyeval: --max-ops 4000000
# expect-stdout: 8000 229780
# expect-exit: 0
# time-bound: 20
from html.parser import HTMLParser
doc = ('<div class="row" id="r%d"><a href="/x?a=1&amp;b=2">link &copy; %d</a><br/>'
       '<!-- c --><p>text &lt; more</p></div>\n')
src = ''.join(doc % (i, i) for i in range(2000))


class Count(HTMLParser):
    n = 0

    def handle_starttag(self, tag, attrs):
        self.n += 1


p = Count()
p.feed(src)
p.close()
print(p.n, len(src))
