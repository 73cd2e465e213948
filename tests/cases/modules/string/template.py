from string import Template
t = Template('$who likes ${what}! $$5')
print(t.substitute(who='tim', what='kung pao'))
print(t.safe_substitute(who='x'))
print(Template('$a').substitute({'a': 1}))
try:
    Template('$missing').substitute()
except KeyError as e:
    print('KeyError', e)
try:
    Template('$').substitute()
except ValueError as e:
    print(e)
