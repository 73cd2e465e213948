# urllib.request is refused: the sandbox has no network; the note says so, while
# urllib.parse imports.
# expect-stdout: parse ok
# expect-stderr: the sandbox has no access to the host
# forbid-stdout: after
# expect-exit: 1
# time-bound: 2
import urllib.parse
print('parse', 'ok')
import urllib.request
print('after')
