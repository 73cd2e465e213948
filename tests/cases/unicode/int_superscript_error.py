try:
    int('²')
except ValueError as e:
    print(e)
try:
    int('½')
except ValueError as e:
    print(e)
int('①')
