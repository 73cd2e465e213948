# An uncaught csv.Error ends the program with CPython's last traceback line, which
# names the class by its module: "_csv.Error: ...".
import csv
import io

w = csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE)
print(w.writerow(['ok']))
w.writerow(['a,b'])
