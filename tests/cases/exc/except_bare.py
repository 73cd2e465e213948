try:
    undefined_thing
except:
    print("bare except caught it")
