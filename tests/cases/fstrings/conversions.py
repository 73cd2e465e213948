class C:
    def __repr__(self):
        return "C-repr"
    def __str__(self):
        return "C-str"
    def __format__(self, spec):
        return f"C-format[{spec}]"
c = C()
print(f"{c}", f"{c!s}", f"{c!r}", f"{c!a}", f"{c:spec}", f"{c!r:>8}", f"{c!s:*<7}")
print(f"{'é'!a}", f"{[1, 'x']!r}", f"{[1, 'x']!s}")
