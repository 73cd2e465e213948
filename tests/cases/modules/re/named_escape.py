# \N{NAME} escapes in patterns.
import re; print(r"\N{EM DASH}x", re.findall(r"[\N{EM DASH}]", "—"))
print(re.findall(r'\N{EM DASH}|\N{LATIN SMALL LETTER A}', 'a—b'))
try: re.compile(r'\N{NOPE X}')
except re.error as e: print(e)
