z = -0.0
print(z, 0.0, -z, z + 0.0, 0.0 * -1)
print(z == 0.0)
