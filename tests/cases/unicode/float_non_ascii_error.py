try:
    float('١,٥')
except ValueError as e:
    print(e)
float('٣x')
