def area(width, height, depth):
    return width * height * depth
area()
