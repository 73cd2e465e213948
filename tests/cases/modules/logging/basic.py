# logging: basicConfig to stdout, the hierarchy and propagation, {-style and
# %-style formats, exception(), levels, filters, extra, adapters, errors, and a
# record whose arguments do not fit its message (handleError: stderr last line)
import logging, sys
logging.basicConfig(level=logging.DEBUG, stream=sys.stdout)
log = logging.getLogger(__name__)
log.info("hello %s", "world")
log.debug("dbg %d", 3)
logging.warning("root warn")
a = logging.getLogger("a.b.c")
b = logging.getLogger("a")
print(a.parent.name, b.parent.name, logging.getLogger("a.b").parent.name, a.parent.name)
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("{levelname}|{name}|{message}|{lineno}|{funcName}|{module}", style="{"))
b.addHandler(h)
def fn():
    a.error("from fn %r", [1, 2])
fn()
b.propagate = False
a.critical("no propagate")
try:
    1/0
except ZeroDivisionError:
    log.exception("failed: %s", "div")
    a.error("with exc_info", exc_info=True)
print(log, a, logging.getLogger(), h)
print(logging.getLevelName(10), logging.getLevelName("INFO"), logging.getLevelName(15))
logging.addLevelName(15, "VERBOSE")
log.log(15, "verbose %(x)s", {"x": 1})
h2 = logging.StreamHandler(sys.stdout)
h2.setFormatter(logging.Formatter("%(levelname)-8s %(name)s: %(message)s"))
c = logging.getLogger("c")
c.addHandler(h2); c.setLevel("WARNING"); c.propagate = False
c.info("hidden"); c.warning("shown")
print(c.isEnabledFor(20), c.getEffectiveLevel(), a.getEffectiveLevel())
for bad in [lambda: logging.Formatter("nofields"), lambda: logging.Formatter("x", style="!"),
            lambda: c.setLevel("LOUD"), lambda: c.setLevel(1.5),
            lambda: logging.basicConfig(foo=1, force=True)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
logging.disable(logging.CRITICAL)
c.critical("disabled")
logging.disable(logging.NOTSET)
logging.getLogger("x").addFilter(lambda r: r.getMessage() != "drop")
logging.getLogger("x").warning("drop")
logging.getLogger("x").warning("keep %s", 1, extra={"k": 2})
ad = logging.LoggerAdapter(logging.getLogger("ad"), {"ctx": 1})
ad.warning("adapted")
print(ad)
logging.warning("bad %s %s", 1)
