import warnings, sys
sys.stderr = sys.stdout
def old():
    warnings.warn("old is deprecated", DeprecationWarning, stacklevel=2)
for i in range(3):
    warnings.warn("plain")
old()
old()
warnings.warn("x", RuntimeWarning)
warnings.simplefilter("always")
for i in range(2):
    warnings.warn("again")
with warnings.catch_warnings(record=True) as w:
    warnings.warn("rec", UserWarning)
    print(len(w), w[0].category.__name__, str(w[0].message), w[0].lineno)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("boom", RuntimeWarning)
    except RuntimeWarning as e:
        print("caught", type(e).__name__, e)
warnings.filterwarnings("ignore", message="skip.*")
warnings.warn("skip me")
warnings.warn("show me")
try:
    warnings.warn("m", int)
except TypeError as e:
    print(type(e).__name__, e)
try:
    warnings.simplefilter("bogus")
except AssertionError as e:
    print(type(e).__name__, e)
warnings.warn(UserWarning("inst"))
print(warnings.formatwarning("msg", UserWarning, "nowhere.py", 3), end="")
print(warnings.formatwarning("msg", UserWarning, "nowhere.py", 3, "  src line  "), end="")
