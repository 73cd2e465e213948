print(format(3.14159, '.2f'), format(42, '08b'), format('s', '>5'), format(1234567, ','), format(0.5, '%'), format(5))
format(1, 5)
