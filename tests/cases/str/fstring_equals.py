x = 5
name = 'é'
print(f'{x=}', f'{x = }', f'{name=}', f'{name=!s}', f'{x=:>4}', f'{x*2=}', f'{ x =}')
