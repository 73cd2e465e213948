# Template.get_identifiers/is_valid (3.11), lookups through the mapping itself (__missing__), kws first.
from string import Template
class D(dict):
    def __missing__(self, k):
        return f"<{k}>"
t = Template("$a ${b} $$ $c and $a $")
print(t.get_identifiers(), t.is_valid(), Template("x $y").is_valid())
print(t.safe_substitute(D(a=1)), t.safe_substitute({"a": 1}, b=2))
try:
    t.substitute(D(a=1))
except ValueError as e:
    print(e)
print(Template("$a\n${b}").substitute(D()), Template("x").substitute())
try:
    Template("line\nx $ y").substitute(x=1)
except ValueError as e:
    print(e)
try:
    Template("$who").substitute({"who": 1}, who=2), print(Template("$who").substitute({"who": 1}, who=2))
    Template("$zz").substitute({})
except KeyError as e:
    print("KeyError", e)
print(Template("${a}b $1 ${}").safe_substitute(a="A"))
